import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActiveNotification } from "@/domain/notifications/notification-schemas";
import { apiFetch } from "@/web/lib/api-client";

export const activeNotificationsKey = ["notifications", "active"] as const;

export function getActiveNotificationsQueryOptions() {
  return queryOptions({
    queryKey: activeNotificationsKey,
    queryFn: ({ signal }) =>
      apiFetch<{ notifications: ActiveNotification[] }>("/api/notifications/active", { signal }).then(
        (r) => r.notifications,
      ),
  });
}

export function useActiveNotifications() {
  return useQuery(getActiveNotificationsQueryOptions());
}
