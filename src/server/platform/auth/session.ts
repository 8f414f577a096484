// Resolves who is asking (session cookie or bearer token) for every API request, refuses blocked accounts, and
// refuses state-changing requests from foreign origins. Route guards read `request.auth`.
import { fromNodeHeaders } from "better-auth/node";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sessions } from "../../db/schema";
import { blockedAccountMessage, refreshAccountStatus } from "./account-block";
import type { Auth } from "./auth";
import type { Db, Tx } from "../database/db";
import type { RealtimeHub } from "../realtime/realtime";
import { AppError } from "../http/errors";
import type { SignedInUser } from "./access";
import type { ForeignOriginGuard } from "../http/foreign-origin";
import { isBearerTransport } from "./auth-routes";
import { createCredentialDiagnosis, createSessionLookup, type FoundSession } from "./session-lookup";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// These answer without a session: the process and database checks, the docs, and the better-auth endpoints that
// read no session, with sign-out, which a blocked account must reach (the restriction screen's Sign Out). Matched
// exactly, on a path the path guard (request-path.ts) has already found plain. better-auth's other endpoints
// (get-session, list-sessions, change-password...) go through the checks below, and better-auth refuses a revoked
// session there itself too (auth.ts).
const WITHOUT_SESSION = new Set([
  "/api/health",
  "/api/ready",
  "/api/docs",
  "/api/auth/sign-out",
  "/api/auth/sign-in/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/verify-email",
  "/api/auth/send-verification-email",
]);
const WITHOUT_SESSION_PREFIXES = ["/api/docs/", "/api/auth/reset-password/"];

export function readsNoSession(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return WITHOUT_SESSION.has(path) || WITHOUT_SESSION_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function registerSessionResolution(
  app: FastifyInstance,
  {
    auth,
    db,
    realtime,
    foreignOrigins,
    maxAgeSeconds,
  }: { auth: Auth; db: Db; realtime: RealtimeHub; foreignOrigins: ForeignOriginGuard; maxAgeSeconds: number },
) {
  app.decorateRequest("auth", null);
  app.decorateRequest("credentialProblem", null);
  const lookUpSession = createSessionLookup(auth, db, { maxAgeSeconds });
  const diagnose = createCredentialDiagnosis(auth);

  // A callback hook that goes async only for a request that carries a session: a visitor without one (health
  // checks, public pages) pays for no promise.
  app.addHook("onRequest", (request, reply, done) => {
    try {
      if (!request.url.startsWith("/api/")) return done();
      // Only a cookie is an ambient credential a page of another site could make a browser send.
      if (!SAFE_METHODS.has(request.method) && !isBearerTransport(request.headers)) foreignOrigins.refuse(request);
      if (readsNoSession(request.url)) return done();
      if (!request.headers.cookie && !request.headers.authorization) return done();
    } catch (err) {
      return done(err as Error);
    }
    resolveSession(request, reply)
      .then(async () => {
        const { authorization } = request.headers;
        if (!request.auth && authorization) request.credentialProblem = await diagnose(authorization);
      })
      .then(() => done(), done);
  });

  async function resolveSession(request: FastifyRequest, reply: FastifyReply) {
    // One query in the common case; better-auth's getSession for what only it does (extend, clean up).
    const fast = await lookUpSession(request);
    const found =
      fast === null
        ? ((await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })) as FoundSession | null)
        : fast;
    if (!found) return;
    if (fast?.refreshedCookie) reply.header("set-cookie", fast.refreshedCookie);
    const user = found.user;
    const revoked = Boolean(found.session.revokedAt);
    if (revoked || user.status !== "active") {
      const block = await refreshAccountStatus(db, user.id);
      if (block) {
        // A status written behind moderation's back (another tool, a script) takes effect here, at once.
        if (!revoked) await revokeSessions({ db, realtime }, user.id);
        throw new AppError("account_blocked", blockedAccountMessage(block), 403, block);
      }
      // Revoked, and the account is usable again (reactivated, or the ban ran out): this session stays signed out.
      if (revoked) {
        await db.delete(sessions).where(eq(sessions.id, found.session.id));
        return;
      }
    }
    request.auth = {
      sessionId: found.session.id,
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role as SignedInUser["role"],
        status: "active",
        schoolId: (user.schoolId as number | null) ?? null,
        isCasStudent: Boolean(user.isCasStudent),
        emailVerified: user.emailVerified,
        createdAt: new Date(user.createdAt).toISOString(),
      },
    };
  }
}

/**
 * Ends every session of a blocked account at once: each answers its next requests with the reason (403
 * account_blocked) and never signs in again; its sockets close now (1008).
 */
export async function revokeSessions(
  { db, realtime }: { db: Db | Tx; realtime: Pick<RealtimeHub, "closeUser"> },
  userId: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await realtime.closeUser(db, userId);
}
