// DELETE /api/admin/notifications/:id: an admin deletes a notification.
import { apiFetch } from "@/web/lib/api-client";
import { useAdminMutation } from "./use-admin-mutation";

export const useDeleteNotification = () =>
  useAdminMutation(
    (id: string) => apiFetch(`/api/admin/notifications/${id}`, { method: "DELETE" }),
    "Failed to delete notification",
  );
