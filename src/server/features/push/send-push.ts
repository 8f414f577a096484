// Sends one push to one push service: web-push encrypts the payload for the browser's keys (RFC 8291, aes128gcm)
// and signs the request (VAPID, RFC 8292); we send it with fetch, which never follows a redirect.
import type { VapidDetails } from "./get-vapid-details";
import { loadWebPush } from "./web-push-library";

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

// A VAPID token (a signed JWT naming the push service) may live up to 24 hours. Signing one is most of the cost of
// a push, so one is signed per push service and reused until an hour before it ends.
const TOKEN_LIFETIME_SECONDS = 12 * 3600;
const TOKEN_RENEWED_BEFORE_SECONDS = 3600;
// Subscriptions name any https origin: the cache starts over rather than grow without bound.
const MAX_CACHED_TOKENS = 100;
const tokens = new Map<string, { authorization: string; expires: number }>();

/** The `Authorization` header for a push to `endpoint`: `vapid t=<JWT>, k=<public key>` (RFC 8292). */
export async function vapidAuthorization(endpoint: string, vapid: VapidDetails, nowMs = Date.now()): Promise<string> {
  const audience = new URL(endpoint).origin;
  const key = `${audience} ${vapid.subject} ${vapid.publicKey}`;
  const now = Math.floor(nowMs / 1000);
  const cached = tokens.get(key);
  if (cached && cached.expires - TOKEN_RENEWED_BEFORE_SECONDS > now) return cached.authorization;
  const expires = now + TOKEN_LIFETIME_SECONDS;
  const webpush = await loadWebPush();
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    "aes128gcm",
    expires,
  ) as { Authorization: string };
  if (tokens.size >= MAX_CACHED_TOKENS) tokens.clear();
  tokens.set(key, { authorization: Authorization, expires });
  return Authorization;
}

export async function sendPush(target: PushTarget, payload: string, vapid: VapidDetails): Promise<SendOutcome> {
  const webpush = await loadWebPush();
  const authorization = await vapidAuthorization(target.endpoint, vapid);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      // No vapidDetails (and none set globally): web-push would sign a new token for every push; ours is reused.
      headers: { Authorization: authorization },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: "aes128gcm",
      urgency: "high",
    },
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
