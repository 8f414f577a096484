// Who is signed in: GET /api/accounts/session, read as a session (signed in, signed out, or blocked with the reason).
// It answers a visitor who is not signed in with `{ user: null }`, not a 401, so the landing page logs no error.
import { hashKey, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountBlock, Me } from "@/domain/accounts/account-schemas";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import { signOut } from "./end-session";

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
      if (block.success) {
        // A blocked user is signed out and shown the restriction screen (core-app.md §4). Ended here, before anyone
        // hears of the block, so the screen and whatever it shows beside it (the school's notifications, and their
        // live socket) go as a visitor's: the server refuses every request that still carries the session.
        await signOut().catch(() => undefined);
        return { status: "blocked", block: block.data };
      }
    }
    throw error;
  }
}

export function getMeQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ client, queryKey, signal }): Promise<Session> => {
      const session = await getSession(signal);
      // A blocked session is ended as soon as it is seen (getSession), so the next check answers nobody. Keep the
      // reason in memory until the person signs out, so the restriction screen does not turn into the landing page.
      const previous = client.getQueryData<Session>(queryKey);
      if (session.status === "signed-out" && previous?.status === "blocked") return previous;
      return session;
    },
    staleTime: 60_000,
  });
}

/**
 * Asks the server who is visiting now, right after a sign-in. The answer cached when the page opened (nobody) must not
 * be shown to the next page, even for a moment: an admin page would take it for a visitor and send them to log in.
 * An answer still on its way was asked before the session cookie existed, so it is dropped too.
 */
export async function readSessionAnew(queryClient: QueryClient): Promise<Session> {
  await queryClient.cancelQueries({ queryKey: meQueryKey });
  return queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
