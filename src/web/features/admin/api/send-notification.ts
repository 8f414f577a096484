// POST /api/admin/notifications: an admin posts a notification to every user.
import type { CreateNotificationInput } from "@/domain/notifications/notification-schemas";
import { NOTIFICATION_TEXTS } from "@/domain/notifications/notification-texts";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { useAdminMutation } from "./use-admin-mutation";

export const useSendNotification = () =>
  useAdminMutation(
    (body: CreateNotificationInput) => apiFetch("/api/admin/notifications", { method: "POST", body, retry: false }),
    (error) => ({ title: NOTIFICATION_TEXTS.failed, description: serverMessage(error) }),
  );
