// Sends one push to one push service: web-push encrypts the payload for the browser's keys (RFC 8291, aes128gcm)
// and signs the request (VAPID, RFC 8292); we send it with fetch, which never follows a redirect.
import webpush from "web-push";
import type { VapidDetails } from "./get-vapid-details";

/** How long a push service may hold a push for a phone that is offline (a day: older news is stale). */
export const PUSH_TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** What became of a push: delivered, gone (the browser unsubscribed: 404/410), retry later, or refused for good. */
export type SendOutcome =
  | { result: "sent" }
  | { result: "gone" }
  | { result: "retry"; retryAfterSeconds?: number; status?: number }
  | { result: "refused"; status: number };

export async function sendPush(target: PushTarget, payload: string, vapid: VapidDetails): Promise<SendOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: "aes128gcm", urgency: "high" },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch works out the length of the body itself.
    if (name.toLowerCase() !== "content-length") headers[name] = String(value);
  }
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: "POST",
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: "error",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { result: "retry" };
  }
  await response.body?.cancel();
  if (response.ok) return { result: "sent" };
  if (response.status === 404 || response.status === 410) return { result: "gone" };
  if (response.status === 429 || response.status >= 500) {
    const retryAfter = Number(response.headers.get("retry-after"));
    return {
      result: "retry",
      status: response.status,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  return { result: "refused", status: response.status };
}
