import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActiveNotification } from "@/domain/notifications/notification-schemas";
import { apiFetch } from "@/web/lib/api-client";

export const activeNotificationsKey = ["notifications", "active"] as const;

export function getActiveNotificationsQueryOptions() {
  return queryOptions({
    queryKey: activeNotificationsKey,
    // Asked once at start (app/notification-place.ts); the banner's `notifications` topic then keeps it fresh and
    // catches up when its socket (re)subscribes. Without this the banner asked again the moment it mounted.
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      // The school's notifications are the same for everyone: asked without the session.
      apiFetch<{ notifications: ActiveNotification[] }>("/api/notifications/active", { signal, anonymous: true }).then(
        (r) => r.notifications,
      ),
  });
}

export function useActiveNotifications() {
  return useQuery(getActiveNotificationsQueryOptions());
}
