// POST /api/accounts/sign-up: creates the account and mails a confirmation link.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { signUpSchema } from "@/domain/accounts/account-schemas";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import { refusesField } from "@/web/lib/field-errors";
import { signUpOptionsQueryKey } from "./get-sign-up-options";

export type SignUpData = z.output<typeof signUpSchema>;

export function signUp(data: SignUpData): Promise<{ status: "confirmation_sent" }> {
  return apiFetch("/api/accounts/sign-up", { method: "POST", body: data, retry: false });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onError: async (error) => {
      // An admin switched registration off since the form was shown: show the notice instead of the form.
      if (error instanceof ApiError && error.code === "signup_disabled") {
        await queryClient.invalidateQueries({ queryKey: signUpOptionsQueryKey });
      }
    },
    // A password the server refuses (too common, or built from the name or email) goes under the password instead.
    meta: {
      errorMessage: (error) => (refusesField(error) ? null : { title: "Error signing up", description: error.message }),
    },
  });
}
