// Mounts better-auth's endpoints under /api/auth, with our password rule and our error shape. The rate limits and the
// refusal of blocked sessions run inside better-auth (auth.ts's hooks), keyed on the path it actually runs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import type { Config } from "../config";
import type { Auth } from "./auth";
import { CLIENT_IP_HEADER } from "./auth-hooks";
import type { Db } from "./db";
import { DatabaseUnavailableError, errorBody } from "./errors";
import type { RealtimeHub } from "./realtime";

/**
 * How a client asks for a bearer token (the iOS app): this header on sign-in (and on any auth request whose answer
 * would carry a token). Without it, the answers carry no session token at all: the browser's session lives in an
 * HttpOnly cookie that its scripts never see, and a token in a JSON body would undo that.
 */
export const BEARER_CLIENT_HEADER = "x-session-transport";
const BEARER_CLIENT_VALUE = "bearer";

/**
 * Where a confirmation link that cannot be used leads (expired, used, mangled by a mail program, an unknown callback):
 * the sign-in page, which says what to do (sign in, and a new link is mailed). better-auth answered some of these with
 * raw JSON (403 "Invalid callbackURL", 401 for a bad token without a callback) and others with its callback plus
 * `&error=`, which still carried the callback's `confirmed=1`.
 */
export const UNUSABLE_CONFIRMATION_LINK = "/auth?mode=signin&error=invalid_link";

/** Whether better-auth's answer to a confirmation link means the link did not confirm anything. */
function confirmationFailed(response: Response): boolean {
  if (response.status >= 400) return true;
  const location = response.headers.get("location");
  return location !== null && new URL(location, "http://x").searchParams.has("error");
}

// Forwarding headers a client may have sent: better-auth must not take any of them for the client's address.
const FORWARDING_HEADERS = /^(x-forwarded-|forwarded$|x-real-ip$|x-client-ip$|true-client-ip$|cf-connecting-ip$)/;

export function registerAuthRoutes(
  app: FastifyInstance,
  {
    auth,
    db,
    config,
    realtime,
    databaseAnswers,
  }: {
    auth: Auth;
    db: Db;
    config: Config;
    realtime: RealtimeHub;
    /** Whether the database answers now (a `select 1`, bounded by the pool's timeouts). */
    databaseAnswers: () => Promise<boolean>;
  },
) {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split("?")[0] ?? "";
      // Signing out also closes that session's sockets, on every server process.
      const endingSession =
        path === "/api/auth/sign-out"
          ? await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => null)
          : null;
      const response = await auth.handler(toWebRequest(request, config.publicUrl));
      // better-auth answers any failure of its own queries with a bare 500. When the database is what failed, say
      // so the way every other endpoint does (503, retry in a moment), so clients wait instead of giving up.
      if (response.status >= 500 && !(await databaseAnswers())) throw new DatabaseUnavailableError();
      if (endingSession && response.ok) await realtime.closeSession(db, endingSession.session.id);
      if (path === "/api/auth/verify-email" && request.method === "GET" && confirmationFailed(response)) {
        return reply.redirect(UNUSABLE_CONFIRMATION_LINK, 302);
      }
      const bearerClient = request.headers[BEARER_CLIENT_HEADER] === BEARER_CLIENT_VALUE;
      return sendWebResponse(reply, response, { withTokens: bearerClient });
    },
  });
}

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  const headers = fromNodeHeaders(request.headers);
  for (const name of [...headers.keys()]) if (FORWARDING_HEADERS.test(name)) headers.delete(name);
  // The address Fastify worked out, believing only the proxies TRUST_PROXY names: what the limits count and what a
  // session records.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/**
 * Copies a fetch Response onto Fastify's reply; error bodies are rewritten to `{ error: { code, message } }`. Unless
 * `withTokens` (a client that asked for a bearer token), session tokens are left out: the `set-auth-token` header and
 * every `token` field of a JSON answer.
 */
export async function sendWebResponse(reply: FastifyReply, response: Response, { withTokens = false } = {}) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === "set-cookie" || key === "content-length") return;
    if (key === "set-auth-token" && !withTokens) return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  const text = await response.text();
  if (response.status >= 400) {
    const parsed = safeJson(text) as { code?: string; message?: string; details?: Record<string, unknown> } | null;
    const code = (parsed?.code ?? "auth_error").toLowerCase();
    const message =
      response.status >= 500
        ? "Something went wrong on our side. Please try again."
        : (parsed?.message ?? "Request failed");
    return reply.type("application/json").send(errorBody(code, message, parsed?.details));
  }
  if (!withTokens && response.headers.get("content-type")?.includes("application/json")) {
    const parsed = safeJson(text);
    if (parsed !== null) return reply.send(JSON.stringify(withoutTokens(parsed)));
  }
  return reply.send(text);
}

/** The value with every `token` field removed, at any depth (sign-in's body, get-session's, list-sessions' rows). */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, v]) => [key, withoutTokens(v)]),
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
