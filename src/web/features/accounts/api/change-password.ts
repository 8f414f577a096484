// POST /api/auth/change-password: the current password, the new one, and every other session ended. The server
// answers with a new session for this device (the old one ends with the others), in a cookie.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import { refusesField } from "@/web/lib/field-errors";
import { accountSessionsKey } from "./account-sessions";

export type ChangePasswordData = { currentPassword: string; newPassword: string };

export async function changePassword(data: ChangePasswordData): Promise<void> {
  await apiFetch("/api/auth/change-password", {
    method: "POST",
    body: { ...data, revokeOtherSessions: true },
    retry: false,
  });
}

/** better-auth's answer to a wrong current password. */
export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof ApiError && error.code === "invalid_password";
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
    // A wrong current password, or a new one the server refuses, goes under its field instead.
    meta: {
      errorMessage: (error) =>
        isWrongCurrentPassword(error) || refusesField(error)
          ? null
          : { title: "Error changing password", description: error.message },
    },
  });
}
