// How long the realtime client waits before it reconnects.

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/** "Full jitter" backoff: a random wait up to an exponentially growing cap, so a restarted server is not stampeded. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(random() * cap);
}
