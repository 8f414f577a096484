// Sends one push to one push service: web-push encrypts the payload for the browser's keys (RFC 8291, aes128gcm)
// and signs the request (VAPID, RFC 8292); node:http(s) sends it, which never follows a redirect, through agents
// whose lookup lets a connection reach public addresses only (push-endpoint-guard.ts, issue 34).
import http from "node:http";
import https from "node:https";
import type { VapidDetails } from "./get-vapid-details";
import {
  endpointRefusal,
  NOT_PUBLIC,
  type PushEndpointPolicy,
  publicOnlyLookup,
  type ResolveHost,
} from "./push-endpoint-guard";
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
  | { result: "refused"; status?: number; reason?: string };

/** Where a worker's pushes may go, and the connections (kept alive per push service) that take them there. */
export type PushSender = {
  policy: PushEndpointPolicy;
  agents: { "http:": http.Agent; "https:": https.Agent };
  close(): void;
};

export function createPushSender(policy: PushEndpointPolicy, resolve?: ResolveHost): PushSender {
  const lookup = publicOnlyLookup(resolve);
  const agents = {
    "http:": new http.Agent({ keepAlive: true, lookup }),
    "https:": new https.Agent({ keepAlive: true, lookup }),
  };
  return { policy, agents, close: () => Object.values(agents).forEach((agent) => agent.destroy()) };
}

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

export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidDetails,
  sender: PushSender,
): Promise<SendOutcome> {
  // The subscription may predate the check at registration, or PUSH_SERVICE_HOSTS may have changed since.
  const refusal = endpointRefusal(target.endpoint, sender.policy);
  if (refusal) return { result: "refused", reason: `endpoint ${refusal}` };
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
  let response: { status: number; retryAfter: string | undefined };
  try {
    response = await post(new URL(details.endpoint), details.headers, details.body, sender);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === NOT_PUBLIC) {
      return { result: "refused", reason: (error as Error).message };
    }
    return { result: "retry" };
  }
  const { status } = response;
  if (status >= 200 && status < 300) return { result: "sent" };
  if (status === 404 || status === 410) return { result: "gone" };
  if (status === 429 || status >= 500) {
    const retryAfter = Number(response.retryAfter);
    return {
      result: "retry",
      status,
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  // A redirect too: it is not followed (the push service has no business sending us elsewhere).
  return { result: "refused", status };
}

/** One POST; the answer's status, its body read and dropped so that the connection is kept for the next push. */
function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer | null,
  sender: PushSender,
): Promise<{ status: number; retryAfter: string | undefined }> {
  const protocol = url.protocol === "https:" ? "https:" : "http:";
  const client = protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: "POST", headers, agent: sender.agents[protocol], signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
      (response) => {
        response.resume();
        const retryAfter = response.headers["retry-after"];
        resolve({ status: response.statusCode ?? 0, retryAfter });
      },
    );
    request.on("error", reject);
    request.end(body ?? undefined);
  });
}
