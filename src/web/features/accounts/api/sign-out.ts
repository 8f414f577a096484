// POST /api/auth/sign-out: ends the session; the browser then forgets everything it held for that user.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { signOut } from "./end-session";
import type { ErrorMessage } from "@/web/lib/query-client";
import { isMeQueryHash, meQueryKey, SIGNED_OUT } from "./get-me";

/** Drops the signed-in user's data and marks the session signed out (which also clears a blocked state). */
export function clearSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !isMeQueryHash(query.queryHash) });
  queryClient.setQueryData(meQueryKey, SIGNED_OUT);
}

type SignOutOptions = {
  /** What a failed sign-out tells the person (nothing when the caller handles it, as the admin guard does). */
  errorMessage?: ErrorMessage;
  mutationKey?: readonly unknown[];
  /** Runs once the session is cleared; the sign-out stays pending until it has finished. */
  onSignedOut?: () => Promise<void>;
};

export function useSignOut({ errorMessage, mutationKey, onSignedOut }: SignOutOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: signOut,
    onSuccess: async () => {
      clearSession(queryClient);
      await onSignedOut?.();
    },
    meta: { errorMessage },
  });
}
