// PATCH /api/admin/users/:userId: an admin edits a user's name, email, role or school.
import type { AdminUser, EditUserInput } from "@/domain/admin/admin-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { useAdminMutation } from "./use-admin-mutation";

export const useEditUser = () =>
  useAdminMutation(
    ({ userId, ...body }: EditUserInput & { userId: string }) =>
      apiFetch<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(userId)}`, { method: "PATCH", body }),
    (error) => ({ title: "Failed to update user", description: serverMessage(error) }),
  );
