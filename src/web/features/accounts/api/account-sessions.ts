// The signed-in user's sessions: GET /api/accounts/sessions, DELETE /api/accounts/sessions/:id for one other device,
// and better-auth's POST /api/auth/revoke-other-sessions for all of them.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountSession } from "@/domain/accounts/account-schemas";
import { apiFetch } from "@/web/lib/api-client";

export const accountSessionsKey = ["accounts", "sessions"] as const;

export function getAccountSessionsQueryOptions() {
  return queryOptions({
    queryKey: accountSessionsKey,
    queryFn: ({ signal }) =>
      apiFetch<{ sessions: AccountSession[] }>("/api/accounts/sessions", { signal }).then((r) => r.sessions),
  });
}

export function useAccountSessions() {
  return useQuery(getAccountSessionsQueryOptions());
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiFetch(`/api/accounts/sessions/${encodeURIComponent(sessionId)}`, { method: "DELETE", retry: false }),
    // Already ended elsewhere (404) or not: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
    meta: { errorMessage: (error) => ({ title: "Error signing out that device", description: error.message }) },
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch("/api/auth/revoke-other-sessions", { method: "POST", body: {}, retry: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
    meta: { errorMessage: (error) => ({ title: "Error signing out the other devices", description: error.message }) },
  });
}
