// Keeps the tab in step with who is signed in. The `me` query is the tab's one answer to "who is this"; whenever it
// changes (a sign-in through the form, a sign-out, a session that ended, a sign-in as someone else in another tab):
// - the realtime socket follows (an anonymous socket cannot follow `user:<id>`; the old account's must not);
// - a different account never sees the previous one's data: every other query is cleared and fetched anew;
// - the tab's other tabs are told, and ask the server again themselves (they share the cookie, not the memory).
import { hashKey, type QueryClient } from "@tanstack/react-query";
import type { Identity } from "@/web/lib/realtime-types";
import { setRealtimeIdentity } from "@/web/lib/shared-realtime-client";
import { getMeQueryOptions, isMeQueryHash, meQueryKey, type Session } from "./api/get-me";

const CHANNEL = "cohort-session";

/** The user a session belongs to: an id, null for nobody (signed out or blocked), undefined while unknown. */
export function identityOf(session: Session | undefined): Identity {
  if (!session) return undefined;
  return session.status === "signed-in" ? session.user.id : null;
}

type Channel = Pick<BroadcastChannel, "postMessage" | "close"> & {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
};

/** Starts following the `me` query; returns the function that stops. */
export function followSession(
  queryClient: QueryClient,
  openChannel: () => Channel | undefined = () =>
    typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : undefined,
): () => void {
  const recheck = () => queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 });
  const channel = openChannel();
  let current = identityOf(queryClient.getQueryData<Session>(meQueryKey));
  setRealtimeIdentity(current, recheck);

  const apply = () => {
    const next = identityOf(queryClient.getQueryData<Session>(meQueryKey));
    if (next === undefined || next === current) return;
    const previous = current;
    current = next;
    // What was fetched for the previous account is not this one's to see: it is cleared (and what the page shows is
    // fetched again); what a visitor saw is fetched again as the user.
    const others = { predicate: (query: { queryHash: string }) => !isMeQueryHash(query.queryHash) };
    if (previous) void queryClient.resetQueries(others);
    else if (previous === null) void queryClient.invalidateQueries(others);
    setRealtimeIdentity(next, recheck);
    channel?.postMessage({ identity: next });
  };

  const meHash = hashKey(meQueryKey);
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.query.queryHash === meHash) apply();
  });
  if (channel) {
    channel.onmessage = (event) => {
      const identity = (event.data as { identity?: unknown } | null)?.identity;
      // Another tab signed in or out: this tab shares the cookie, so its own answer may have changed too.
      if (identity !== current) void recheck().catch(() => undefined);
    };
  }
  return () => {
    stopWatching();
    channel?.close();
  };
}
