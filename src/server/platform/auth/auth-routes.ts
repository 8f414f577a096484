// Mounts better-auth's endpoints under /api/auth, with our password rule and our error shape. The rate limits and the
// refusal of blocked sessions run inside better-auth (auth.ts's hooks), keyed on the path it actually runs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import type { Config } from "../../config";
import type { Auth } from "./auth";
import { CLIENT_IP_HEADER } from "./auth-hooks";
import type { Db } from "../database/db";
import { DatabaseUnavailableError, errorBody } from "../http/errors";
import { signedBearerToken } from "./session-lookup";
import type { RealtimeHub } from "../realtime/realtime";

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

/** Where a mailed reset link that cannot be used leads: the reset form, which offers to mail a new link. */
export const UNUSABLE_RESET_LINK = "/auth?mode=reset&error=invalid_link";

/**
 * The page a link from a mail leads to when better-auth refused it: people open these in a browser, which must show
 * a page that says what to do, never a JSON error (a mail program's `=3D` turns the callback into one better-auth
 * refuses). Null for every other request, and for a link that worked.
 */
function unusableLinkPage(method: string, path: string, response: Response): string | null {
  if (method !== "GET") return null;
  const location = response.headers.get("location");
  const failed =
    response.status >= 400 || (location !== null && new URL(location, "http://x").searchParams.has("error"));
  if (path === "/api/auth/verify-email") return failed ? UNUSABLE_CONFIRMATION_LINK : null;
  // A reset link whose token is wrong already leads to the reset form with `error`; only a refusal is JSON.
  if (path.startsWith("/api/auth/reset-password/")) return response.status >= 400 ? UNUSABLE_RESET_LINK : null;
  return null;
}

/**
 * A request of a client that keeps its session as a bearer token: it carries no cookie, and says so with a header a
 * page of another site cannot send without a CORS preflight, which this server never grants. With no cookie it has
 * no ambient credentials to forge, so the cross-site checks (foreign-origin.ts, better-auth's own) do not apply to it,
 * whatever fetch metadata its HTTP library adds (Node's fetch sends `sec-fetch-mode: cors` and no Origin).
 */
export function isBearerTransport(headers: FastifyRequest["headers"]): boolean {
  if (headers.cookie) return false;
  const authorization = headers.authorization;
  return (
    headers[BEARER_CLIENT_HEADER] === BEARER_CLIENT_VALUE ||
    (typeof authorization === "string" && authorization.slice(0, 7).toLowerCase() === "bearer ")
  );
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
      const secret = (await auth.$context).secret;
      const response = await auth.handler(toWebRequest(request, config.publicUrl, secret));
      // better-auth answers any failure of its own queries with a bare 500. When the database is what failed, say
      // so the way every other endpoint does (503, retry in a moment), so clients wait instead of giving up.
      if (response.status >= 500 && !(await databaseAnswers())) throw new DatabaseUnavailableError();
      if (endingSession && response.ok) await realtime.closeSession(db, endingSession.session.id);
      const linkPage = unusableLinkPage(request.method, path, response);
      if (linkPage) return reply.redirect(linkPage, 302);
      // A request that signs in for a bearer token, or that holds one already (and no cookie): the tokens it is
      // given cannot reach a page's scripts, which only ever hold the cookie.
      const bearerClient = isBearerTransport(request.headers);
      return sendWebResponse(reply, response, bearerClient ? { signTokensWith: secret } : {});
    },
  });
}

function toWebRequest(request: FastifyRequest, publicUrl: string, secret: string): Request {
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  const headers = fromNodeHeaders(request.headers);
  for (const name of [...headers.keys()]) if (FORWARDING_HEADERS.test(name)) headers.delete(name);
  // better-auth asks a request with fetch metadata for an Origin; a bearer client has no page, and no cookie to forge.
  if (isBearerTransport(request.headers)) for (const name of FETCH_METADATA) headers.delete(name);
  // The address Fastify worked out, believing only the proxies TRUST_PROXY names: what the limits count and what a
  // session records.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(withBareToken(request.body, secret)) : undefined,
  });
}

const FETCH_METADATA = ["sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest", "sec-fetch-user"];

/**
 * revoke-session names a session by its token. A bearer client was given the signed token (the one that works as a
 * bearer); better-auth knows the bare one. A signature that does not match is left as it is, and matches no session.
 */
function withBareToken(body: unknown, secret: string): unknown {
  if (typeof body !== "object" || body === null || !("token" in body) || typeof body.token !== "string") return body;
  const dot = body.token.indexOf(".");
  if (dot < 1) return body;
  const bare = body.token.slice(0, dot);
  return signedBearerToken(bare, secret) === body.token ? { ...body, token: bare } : body;
}

/**
 * Copies a fetch Response onto Fastify's reply; error bodies are rewritten to `{ error: { code, message } }`. For a
 * client that asked for a bearer token (`signTokensWith`: the secret), every session token the answer carries is the
 * signed one, the token that works as a bearer: `set-auth-token` and every `token` field of a JSON answer. For any
 * other client, session tokens are left out.
 */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  { signTokensWith }: { signTokensWith?: string } = {},
) {
  const withTokens = signTokensWith !== undefined;
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
  if (response.headers.get("content-type")?.includes("application/json")) {
    const parsed = safeJson(text);
    if (parsed !== null) return reply.send(JSON.stringify(mapTokens(parsed, signTokensWith)));
  }
  return reply.send(text);
}

/**
 * The value with every `token` field (sign-in's body, get-session's, list-sessions' rows, change-password's) signed
 * with `secret`, or removed without one, at any depth.
 */
function mapTokens(value: unknown, secret: string | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => mapTokens(v, secret));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token" || secret !== undefined)
      .map(([key, v]) => [
        key,
        key === "token" && typeof v === "string" ? signedBearerToken(v, secret!) : mapTokens(v, secret),
      ]),
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
