// better-auth's hooks: around its endpoints, the redirect targets held to this site (redirects.ts), the account
// limits (auth-limits.ts), the password rule and the refusal of revoked sessions and blocked accounts; before it
// writes a session, the refusal of a blocked account.
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { setRequestCookie } from "better-auth/cookies";
import { and, eq, like } from "drizzle-orm";
import type { AccountStatus } from "../../../domain/accounts/account-schemas";
import { accountBlock } from "../../../domain/accounts/account-status";
import { verifications } from "../../db/schema";
import { blockedAccountMessage, refreshAccountStatus } from "./account-block";
import { isUnconfirmedSignIn, refuseUnconfirmedSignIn } from "./auth-confirmation";
import { isProductAuthPath } from "./auth-endpoints";
import { type AccountAction, countAccountAttempt, forgetAccountAttempt, LIMITED_AUTH_PATHS } from "./auth-limits";
import type { Db } from "../database/db";
import { passwordRefusal, type PasswordOwner, resetLinkOwner, siteWords } from "./password-rule";
import { RateLimitedError } from "../http/rate-limit";
import { targetsOnThisSite } from "../http/redirects";

/**
 * better-auth's endpoints (by `ctx.path`, the path it runs) that read no session: the sign-in and reset forms, and
 * sign-out, which a blocked account must reach (the restriction screen's Sign Out). Every other endpoint refuses a
 * revoked session or a blocked account, whichever path reached it.
 */
const SESSIONLESS_AUTH_PATHS = new Set([
  "/sign-in/email",
  "/sign-out",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
  "/verify-email",
  "/send-verification-email",
  "/ok",
  "/error",
]);

/** The address the request came from, as Fastify worked it out (auth-routes.ts hands it over; nothing else does). */
export const CLIENT_IP_HEADER = "x-forwarded-for";

/** Ends every reset link still outstanding for this user (a newer link was used, or the password was changed). */
export async function endResetLinks(db: Db, userId: string) {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
}

/**
 * The hooks `createAuth` gives better-auth, on `db`, for the site at `publicUrl`; `appName` is one of the words a
 * password may not be built from.
 */
export function createAuthHooks(db: Db, { publicUrl, appName }: { publicUrl: string; appName: string }) {
  const countOrRefuse = async (action: AccountAction, ip: string, email: unknown) => {
    try {
      await countAccountAttempt(db, action, ip, email);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { code: error.code.toUpperCase(), message: error.message },
        { "Retry-After": String(error.retryAfterSeconds) },
      );
    }
  };
  // The password rule (password-rule.ts) for the endpoints that set one, judged for its owner: a reset link's, or the
  // signed-in user's. Only with a working link or a session, so nobody else makes the server judge passwords.
  const refuseWeakNewPassword = async (ctx: Parameters<typeof getSessionFromCtx>[0]) => {
    const body = (typeof ctx.body === "object" && ctx.body !== null ? ctx.body : {}) as Record<string, unknown>;
    if (typeof body.newPassword !== "string") return;
    let owner: PasswordOwner | null = null;
    if (ctx.path === "/reset-password") owner = await resetLinkOwner(db, body.token ?? ctx.query?.token);
    else if (ctx.path === "/change-password") owner = (await getSessionFromCtx(ctx).catch(() => null))?.user ?? null;
    if (!owner) return;
    const refusal = await passwordRefusal(body.newPassword, owner, await siteWords(db, appName));
    if (refusal) {
      throw new APIError("BAD_REQUEST", {
        code: refusal.code.toUpperCase(),
        message: refusal.message,
        details: { field: "newPassword" },
      });
    }
  };
  // The session of a request to better-auth, refused when it was revoked or its account is blocked.
  const refuseBlockedSession = async (ctx: AuthContext) => {
    const found = await sessionOf(ctx);
    if (!found) return;
    const block = accountBlock(
      {
        status: found.user.status,
        bannedUntil: found.user.bannedUntil ?? null,
        banReason: found.user.banReason ?? null,
      },
      new Date(),
    );
    const revoked = Boolean((found.session as { revokedAt?: Date | null }).revokedAt);
    if (block || revoked) {
      throw new APIError("FORBIDDEN", {
        code: block ? "ACCOUNT_BLOCKED" : "SESSION_REVOKED",
        message: block ? blockedAccountMessage(block) : "This session has ended. Please sign in again.",
        ...(block ? { details: block } : {}),
      });
    }
  };

  return {
    databaseHooks: {
      session: {
        create: {
          // No session for an account that may not be used; a ban that has run out is lifted here.
          before: async (session: { userId: string }) => {
            const block = await refreshAccountStatus(db, session.userId);
            if (block) {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_BLOCKED",
                message: blockedAccountMessage(block),
                details: block,
              });
            }
          },
        },
      },
    },
    hooks: {
      // Keyed on the path better-auth runs, so no spelling of a URL (dot segments, encodings) walks around them.
      before: createAuthMiddleware(async (ctx) => {
        // Over HTTP only: our own routes call better-auth's API directly (sign-up), with no request.
        if (ctx.request && !isProductAuthPath(ctx.path)) {
          throw new APIError("NOT_FOUND", { code: "NOT_FOUND", message: "Not found" });
        }
        // What better-auth reads its redirect targets from, on every endpoint: a refused one ends the request here.
        const query = targetsOnThisSite(ctx.query, publicUrl);
        const body = targetsOnThisSite(ctx.body, publicUrl);
        if (!SESSIONLESS_AUTH_PATHS.has(ctx.path)) await refuseBlockedSession(ctx);
        // Before the count: a refused new password says nothing about the current one.
        await refuseWeakNewPassword(ctx);
        const limited = LIMITED_AUTH_PATHS[ctx.path];
        if (limited && ctx.request) {
          const account = limited.account === "body" ? bodyEmail(ctx.body) : (await sessionOf(ctx))?.user.email;
          // A password check needs the signed-in user; without a session better-auth checks nothing (401).
          if (limited.account === "body" || account)
            await countOrRefuse(limited.action, clientIp(ctx.request), account);
        }
        if (query || body) return { context: { ...(query && { query }), ...(body && { body }) } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        const succeeded = !(ctx.context.returned instanceof Error);
        const limited = LIMITED_AUTH_PATHS[ctx.path];
        if (limited && succeeded && ctx.request) {
          const account = limited.account === "body" ? bodyEmail(ctx.body) : ctx.context.session?.user.email;
          await forgetAccountAttempt(db, limited.action, clientIp(ctx.request), account);
        }
        if (ctx.request && isUnconfirmedSignIn(ctx.path, ctx.context.returned)) await refuseUnconfirmedSignIn(db, ctx);
        // A changed password ends the reset links asked for before it, as a reset does (onPasswordReset).
        const session = ctx.context.session;
        if (ctx.path === "/change-password" && session && succeeded) await endResetLinks(db, session.user.id);
      }),
    },
  };
}

type AuthContext = Parameters<typeof getSessionFromCtx>[0];
type BlockableUser = { email: string; status: AccountStatus; bannedUntil?: Date | null; banReason?: string | null };

/**
 * The session a request over HTTP carries, in its cookie or as a bearer token. The bearer plugin turns the token into
 * the cookie only for the endpoint, after these hooks, so here it is turned the same way; better-auth checks its
 * signature as a cookie's.
 */
async function sessionOf(ctx: AuthContext) {
  const cookie = ctx.request?.headers.get("cookie");
  const authorization = ctx.request?.headers.get("authorization") ?? "";
  if (!cookie && !authorization) return null;
  const headers = new Headers(ctx.request?.headers);
  if (/^bearer /i.test(authorization)) {
    const token = authorization.slice(7).trim();
    setRequestCookie(headers, ctx.context.authCookies.sessionToken.name, token.includes("%") ? decoded(token) : token);
  }
  return getSessionFromCtx<BlockableUser>({ ...ctx, headers }).catch(() => null);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

function bodyEmail(body: unknown): unknown {
  return typeof body === "object" && body !== null ? (body as { email?: unknown }).email : undefined;
}
