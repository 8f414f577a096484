// Who is signed in: GET /api/accounts/session, read as a session (signed in, signed out, or blocked with the reason).
// It answers a visitor who is not signed in with `{ user: null }`, not a 401, so the landing page logs no error.
import { hashKey, queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountBlock, Me } from "@/domain/accounts/account-schemas";
import { ApiError, apiFetch } from "@/web/lib/api-client";

export type Session =
  { status: "signed-in"; user: Me } | { status: "signed-out" } | { status: "blocked"; block: AccountBlock };

export const SIGNED_OUT: Session = { status: "signed-out" };

export const meQueryKey = ["accounts", "me"] as const;

/** True for the `me` query, so sign-out can drop every other query (they held the signed-in user's data). */
export function isMeQueryHash(queryHash: string): boolean {
  return queryHash === hashKey(meQueryKey);
}

export async function getSession(signal?: AbortSignal): Promise<Session> {
  try {
    const { user } = await apiFetch<{ user: Me | null }>("/api/accounts/session", { signal });
    return user ? { status: "signed-in", user } : SIGNED_OUT;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return SIGNED_OUT;
    if (error instanceof ApiError && error.code === "account_blocked") {
      // Loaded for a blocked account only, so that the landing page does not download zod (docs/decisions/012).
      const { accountBlockSchema } = await import("@/domain/accounts/account-schemas");
      const block = accountBlockSchema.safeParse(error.details);
      if (block.success) return { status: "blocked", block: block.data };
    }
    throw error;
  }
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ client, queryKey, signal }): Promise<Session> => {
      const session = await getSession(signal);
      // The server ends a blocked account's sessions as it refuses it, so the next check answers 401. Keep the
      // reason in memory until the person signs out, so the restriction screen does not turn into the landing page.
      const previous = client.getQueryData<Session>(queryKey);
      if (session.status === "signed-out" && previous?.status === "blocked") return previous;
      return session;
    },
    staleTime: 60_000,
  });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
