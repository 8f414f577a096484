// PATCH /api/admin/notifications/:id: an admin shows or hides a notification.
import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

export const useSetNotificationActive = () =>
  useAdminMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    apiFetch(`/api/admin/notifications/${id}`, { method: "PATCH", body: { isActive } }),
  );
