// POST /api/auth/request-password-reset: mails a reset link if the address has an account (the answer never says).
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

/** Where the mailed link lands, through the server, with `&token=…` added. */
export const RESET_PASSWORD_REDIRECT = "/auth?mode=reset";

export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch("/api/auth/request-password-reset", {
    method: "POST",
    body: { email, redirectTo: RESET_PASSWORD_REDIRECT },
    retry: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: requestPasswordReset,
    meta: { errorMessage: (error) => ({ title: "Error sending the reset link", description: error.message }) },
  });
}
