// POST /api/auth/sign-in/email: sets the session cookie; the `me` query is then read again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { accountBlockSchema } from "@/domain/accounts/account-schemas";
import { blockedSignInMessage } from "@/domain/accounts/account-status";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import { formatBanEnd } from "../format-ban-end";
import { meQueryKey } from "./get-me";
import { EMAIL_CONFIRMED_REDIRECT } from "./send-verification-email";

export type SignInData = { email: string; password: string };

export async function signIn(data: SignInData): Promise<void> {
  await apiFetch("/api/auth/sign-in/email", {
    method: "POST",
    // An unconfirmed address gets a fresh confirmation mail on each attempt; its link should land like the first.
    body: { ...data, callbackURL: EMAIL_CONFIRMED_REDIRECT },
    retry: false,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Returning the refetch keeps the mutation pending until the signed-in screen can show.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
    meta: { errorMessage: signInErrorMessage },
  });
}

/** A blocked account hears why (and until when); any other refusal gives the server's reason. */
export function signInErrorMessage(error: Error) {
  const block =
    error instanceof ApiError && error.code === "account_blocked" && accountBlockSchema.safeParse(error.details);
  if (block && block.success) return blockedSignInMessage(block.data, formatBanEnd);
  return { title: "Error signing in", description: error.message };
}
