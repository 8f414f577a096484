// Resolves who is asking (session cookie or bearer token) for every API request, refuses blocked accounts, and
// refuses state-changing requests from foreign origins. Route guards read `request.auth`.
import { fromNodeHeaders } from "better-auth/node";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Me } from "../../domain/accounts/account-schemas";
import type { Config } from "../config";
import { sessions } from "../db/schema";
import { type Auth, refreshAccountStatus } from "./auth";
import type { Db } from "./db";
import type { RealtimeHub } from "./realtime";
import { AppError, forbidden, unauthorized } from "./errors";
import { createSessionLookup, type FoundSession } from "./session-lookup";

export type SignedInUser = Me;
export type RequestAuth = { user: SignedInUser; sessionId: string };

declare module "fastify" {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// These answer without a session: the process and database checks, the docs, and better-auth's own endpoints.
const WITHOUT_SESSION = ["/api/health", "/api/ready", "/api/docs", "/api/auth/"];

export function registerSessionResolution(
  app: FastifyInstance,
  { auth, db, config, realtime }: { auth: Auth; db: Db; config: Config; realtime: RealtimeHub },
) {
  app.decorateRequest("auth", null);
  const lookUpSession = createSessionLookup(auth, db);

  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    refuseForeignOrigin(request, config.trustedOrigins);
    if (WITHOUT_SESSION.some((prefix) => request.url.startsWith(prefix))) return;
    if (!request.headers.cookie && !request.headers.authorization) return;

    // One query in the common case; better-auth's getSession for what only it does (extend, clean up).
    const fast = await lookUpSession(request);
    const found =
      fast === null
        ? ((await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })) as FoundSession | null)
        : fast;
    if (!found) return;
    const user = found.user;
    if (user.status !== "active") {
      const block = await refreshAccountStatus(db, user.id);
      if (block) {
        // Signed out everywhere at once; the browser shows the restriction screen from the details.
        await db.transaction(async (tx) => {
          await tx.delete(sessions).where(eq(sessions.userId, user.id));
          await realtime.closeUser(tx, user.id);
        });
        const message =
          block.status === "suspended" ? "Your account has been suspended." : "Your account has been banned";
        throw new AppError("account_blocked", message, 403, block);
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
  });
}

function refuseForeignOrigin(request: FastifyRequest, trustedOrigins: string[]) {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (request.headers["sec-fetch-site"] === "cross-site" || (origin && !trustedOrigins.includes(origin))) {
    throw new AppError("forbidden_origin", "Requests from other sites are not allowed", 403);
  }
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.auth) throw unauthorized("Please log in to access this page");
  return request.auth.user;
}

/** The signed-in admin, or 401/403. The role is read from the database on every request, never from the browser. */
export function requireAdmin(request: FastifyRequest): SignedInUser {
  const user = requireUser(request);
  if (user.role !== "admin") throw forbidden("Access Denied: You do not have admin privileges.");
  return user;
}
