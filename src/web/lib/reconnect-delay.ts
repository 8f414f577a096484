// How long the realtime client waits before it reconnects.

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/** "Full jitter" backoff: a random wait up to an exponentially growing cap, so a restarted server is not stampeded. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(random() * cap);
}

// The server closes with 1008 when the account was blocked or signed out: the app refetches at once (to show the
// restriction screen with its reason) and reconnects only after that refetch had time to finish. With 1013 it has
// too many sockets of this account or address: another one at once would be refused again.
const CLOSE_POLICY = 1008;
const CLOSE_TRY_AGAIN = 1013;
const FLOOR_MS: Record<number, number> = { [CLOSE_POLICY]: 3_000, [CLOSE_TRY_AGAIN]: 10_000 };

/** How long to wait before reconnecting after a socket closed with `code`. */
export function closeDelay(code: number | undefined, attempt: number, random: () => number = Math.random): number {
  return Math.max(FLOOR_MS[code ?? 0] ?? 0, reconnectDelay(attempt, random));
}

/** An error frame that says "not now" (the socket's frames or checks are over their limit): ask again later. */
export function isTryLater(code: string): boolean {
  return code === "busy" || code === "rate_limited";
}

/** How long to wait before asking again for a topic the server said "not now" to: a second or two, spread out. */
export function tryLaterDelay(random: () => number = Math.random): number {
  return Math.round(1_000 + random() * 1_000);
}
