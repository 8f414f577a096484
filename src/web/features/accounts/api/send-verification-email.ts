// POST /api/auth/send-verification-email: mails the confirmation link again.
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

/** Where the confirmation link lands once the server has confirmed the email. */
export const EMAIL_CONFIRMED_REDIRECT = "/auth?mode=signin&confirmed=1";

export async function sendVerificationEmail(email: string): Promise<void> {
  await apiFetch("/api/auth/send-verification-email", {
    method: "POST",
    body: { email, callbackURL: EMAIL_CONFIRMED_REDIRECT },
    retry: false,
  });
}

export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: sendVerificationEmail,
    meta: { errorMessage: (error) => ({ title: "Error sending the confirmation email", description: error.message }) },
  });
}
