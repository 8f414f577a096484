// POST /api/auth/reset-password: sets the new password with the token from the mailed link.
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { refusesField } from "@/web/lib/field-errors";

export type ResetPasswordData = { token: string; newPassword: string };

export async function resetPassword({ token, newPassword }: ResetPasswordData): Promise<void> {
  await apiFetch("/api/auth/reset-password", { method: "POST", body: { token, newPassword }, retry: false });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // A password the server refuses (too common, or built from the name or email) goes under the password instead.
    meta: {
      errorMessage: (error) =>
        refusesField(error) ? null : { title: "Error resetting password", description: error.message },
    },
  });
}
