// GET /api/admin/notifications: every notification, shown or hidden, for the admin to manage.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./query-keys";

export type AdminNotification = {
  id: string;
  title: string;
  message: string;
  type: "info" | "success" | "warning" | "error";
  isActive: boolean;
  expiresAt: string | null;
  createdAt: string;
};

export const getAdminNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.notifications(),
    queryFn: ({ signal }) =>
      apiFetch<{ notifications: AdminNotification[] }>("/api/admin/notifications", { signal }).then(
        (r) => r.notifications,
      ),
  });

export const useAdminNotifications = () => useQuery(getAdminNotificationsQueryOptions());
