// GET /api/admin/notifications: every notification, shown or hidden, a page at a time, for the admin to manage.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminNotificationPage } from "@/domain/notifications/notification-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./query-keys";

export const getAdminNotificationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.notifications(), page],
    queryFn: ({ signal }) => apiFetch<AdminNotificationPage>(`/api/admin/notifications?page=${page}`, { signal }),
  });

export const useAdminNotifications = (page: number) =>
  useQuery({ ...getAdminNotificationsQueryOptions(page), placeholderData: keepPreviousData });
