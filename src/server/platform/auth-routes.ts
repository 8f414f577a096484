// Mounts better-auth's endpoints under /api/auth, with our rate limits, our password rule, and our error shape.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { MESSAGES } from "../../domain/accounts/account-schemas";
import { isCommonPassword } from "../../domain/accounts/common-passwords";
import type { Config } from "../config";
import type { Auth } from "./auth";
import { type AccountAction, countAccountAttempt } from "./auth-limits";
import type { Db } from "./db";
import { AppError, DatabaseUnavailableError, errorBody } from "./errors";
import type { RealtimeHub } from "./realtime";

const LIMITED_PATHS: Record<string, AccountAction> = {
  "/api/auth/sign-in/email": "sign-in",
  "/api/auth/request-password-reset": "password-reset",
  "/api/auth/reset-password": "password-reset",
  "/api/auth/send-verification-email": "verification-mail",
};

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
      const body = (request.body ?? {}) as Record<string, unknown>;
      const action = LIMITED_PATHS[path];
      if (action && request.method === "POST") await countAccountAttempt(db, action, request.ip, body.email);
      if (path === "/api/auth/reset-password" && typeof body.newPassword === "string") {
        if (isCommonPassword(body.newPassword)) throw new AppError("password_too_common", MESSAGES.passwordTooCommon);
      }
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
      return sendWebResponse(reply, response);
    },
  });
}

function toWebRequest(request: FastifyRequest, publicUrl: string): Request {
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers: fromNodeHeaders(request.headers),
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Copies a fetch Response onto Fastify's reply; error bodies are rewritten to `{ error: { code, message } }`. */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
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
  return reply.send(text);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
