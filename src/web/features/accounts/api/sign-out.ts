// POST /api/auth/sign-out: ends the session; the browser then forgets everything it held for that user.
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import type { ErrorMessage } from "@/web/lib/query-client";
import { isMeQueryHash, meQueryKey, SIGNED_OUT } from "./get-me";

export async function signOut(): Promise<void> {
  try {
    await apiFetch("/api/auth/sign-out", { method: "POST", body: {}, retry: false });
  } catch (error) {
    // No session to end (it expired, or a ban ended it): the person is signed out all the same.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    throw error;
  }
}

/** Drops the signed-in user's data and marks the session signed out (which also clears a blocked state). */
export function clearSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !isMeQueryHash(query.queryHash) });
  queryClient.setQueryData(meQueryKey, SIGNED_OUT);
}

/** `errorMessage`: what a failed sign-out tells the person (nothing when the caller handles it, as the admin guard does). */
export function useSignOut({ errorMessage }: { errorMessage?: ErrorMessage } = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSuccess: () => clearSession(queryClient), meta: { errorMessage } });
}
