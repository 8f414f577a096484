// PATCH /api/admin/users/:userId/status: an admin suspends, bans or restores a user.
import type { AccountStatusChange } from "@/domain/accounts/account-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { useAdminMutation } from "./use-admin-mutation";

export type StatusChange = AccountStatusChange & { userId: string };

export const useSetUserStatus = () =>
  useAdminMutation(
    ({ userId, ...body }: StatusChange) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/status`, { method: "PATCH", body }),
    (error) => ({ title: "Failed to update user status", description: serverMessage(error) }),
  );
