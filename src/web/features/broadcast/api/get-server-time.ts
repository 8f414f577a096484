import { apiFetch } from "@/web/lib/api-client";

/** The server's clock (epoch ms), which the match clocks run on. */
export function getServerTime(signal?: AbortSignal) {
  return apiFetch<{ serverTime: number }>("/api/sports/time", { signal: signal ?? null, retry: false }).then(
    (r) => r.serverTime,
  );
}
