// Who may call a route, declared once on the route (`config: { access }`) and checked here as soon as the session is
// known, before the body is read: a stranger's request is refused whatever it carries. Every route under /api that a
// feature registers must declare it: one that does not stops the server from starting.
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { AppError, forbidden, unauthorized } from "../http/errors";
import type { Me } from "../../../domain/accounts/account-schemas";

/**
 * - `public`: anyone, signed in or not (`request.auth` tells who, if anyone);
 * - `signed-in`: a signed-in user with an active account (blocked accounts never get this far: session.ts);
 * - `admin`: a signed-in administrator, the role read from the database on every request.
 * A feature adds its own narrower rule (an approved Spikeball player) as a hook on its plugin.
 */
export type Access = "public" | "signed-in" | "admin";

/** Error statuses a route can answer beyond those its access and schemas imply (a conflict, a limit...). */
export type ErrorStatus = 401 | 409 | 410 | 413 | 422 | 429;

export type SignedInUser = Me;
export type RequestAuth = { user: SignedInUser; sessionId: string };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** For the OpenAPI document (openapi.ts): the error statuses its access and schemas do not already imply. */
    errors?: readonly ErrorStatus[];
  }
  interface FastifyRequest {
    /** Who is asking, resolved by session.ts for every API request; null when nobody is signed in. */
    auth: RequestAuth | null;
    /** Why the Authorization header the request carried found no session (session.ts), for its 401. */
    credentialProblem: { code: string; message: string } | null;
    /** The caller, on a route declared `signed-in` or `admin`; reading it anywhere else without a session is 401. */
    readonly user: SignedInUser;
  }
}

export const NOT_SIGNED_IN = "Please log in to access this page";
export const NOT_ADMIN = "Access Denied: You do not have admin privileges.";

/** The signed-in user, or 401: what was wrong with the bearer token the request carried, if it carried one. */
export function requireUser(request: FastifyRequest): SignedInUser {
  if (request.auth) return request.auth.user;
  const problem = request.credentialProblem;
  throw problem ? new AppError(problem.code, problem.message, 401) : unauthorized(NOT_SIGNED_IN);
}

/** The signed-in admin, or 401/403. */
export function requireAdmin(request: FastifyRequest): SignedInUser {
  const user = requireUser(request);
  if (user.role !== "admin") throw forbidden(NOT_ADMIN);
  return user;
}

const CHECKS: Record<Access, (request: FastifyRequest) => unknown> = {
  public: () => undefined,
  "signed-in": requireUser,
  admin: requireAdmin,
};

/** Refuses to register a route that does not say who may call it (added to the scope of the features' routes). */
export function requireDeclaredAccess(route: RouteOptions) {
  const access = (route.config as { access?: Access } | undefined)?.access;
  if (!access || !(access in CHECKS)) {
    throw new Error(`${String(route.method)} ${route.url} does not declare its access (config: { access })`);
  }
}

export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("user", {
      getter(this: FastifyRequest) {
        return requireUser(this);
      },
    });
    // A callback hook: the check awaits nothing, so no request pays for a promise here.
    app.addHook("onRequest", (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      try {
        if (access) CHECKS[access](request);
      } catch (err) {
        return done(err as Error);
      }
      done();
    });
  },
  { name: "access", dependencies: ["session"] },
);
