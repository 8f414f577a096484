// POST /api/auth/sign-in/email: sets the session cookie; the `me` query is then read again.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
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
  });
}
