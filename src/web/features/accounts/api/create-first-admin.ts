// POST /api/accounts/setup: creates the first administrator with the token of the link the server printed, then
// signs them in with the same email and password.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { createFirstAdminSchema } from "@/domain/accounts/account-schemas";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import { readSessionAnew } from "./get-me";
import { setupStatusQueryKey } from "./get-setup-status";
import { signIn } from "./sign-in";

export type CreateFirstAdminData = z.output<typeof createFirstAdminSchema>;
export type FirstAdmin = { id: string; name: string; email: string };

export async function createFirstAdmin(data: CreateFirstAdminData): Promise<FirstAdmin> {
  const { user } = await apiFetch<{ user: FirstAdmin }>("/api/accounts/setup", {
    method: "POST",
    body: data,
    retry: false,
  });
  return user;
}

/** Resolves once the administrator exists; `signedIn` is false when only the sign-in after it failed. */
export function useCreateFirstAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: CreateFirstAdminData) => {
      const admin = await createFirstAdmin(data);
      const signedIn = await signIn({ email: data.email, password: data.password }).then(
        () => true,
        () => false,
      );
      // Nothing on the setup page follows the session, so invalidating it would not refetch it: the console would
      // open on the answer cached when this page loaded (nobody) and bounce through the admin login.
      if (signedIn) await readSessionAnew(queryClient).catch(() => undefined);
      return { admin, signedIn };
    },
    onError: async (error) => {
      // Someone finished setup meanwhile: the page says so instead of showing the form.
      if (error instanceof ApiError && error.code === "setup_done") {
        await queryClient.invalidateQueries({ queryKey: setupStatusQueryKey });
      }
    },
  });
}
