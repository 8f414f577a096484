// The signed-in user's own sessions, for the account page: the list (which device, since when, last active), and
// ending one of the others. better-auth's list-sessions asks for a session signed in within the day and its
// revoke-session for the token, which the web app never holds (auth-routes.ts leaves tokens out of its answers).
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { ACCOUNT_PAGE_TEXTS } from "../../../domain/accounts/account-page-texts";
import type { AccountSession } from "../../../domain/accounts/account-schemas";
import { sessions } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { AppError } from "../../platform/http/errors";
import type { RequestAuth } from "../../platform/auth/access";
import type { RealtimeHub } from "../../platform/realtime/realtime";

/** The user's sessions that can still be used, this one first, then the most recently active. */
export async function listAccountSessions(db: Db, auth: RequestAuth): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, auth.user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  const list = rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    signedInAt: new Date(row.createdAt).toISOString(),
    lastActiveAt: new Date(row.updatedAt).toISOString(),
    current: row.id === auth.sessionId,
  }));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/**
 * Ends one of the user's other sessions: its next request is signed out, its sockets close now. Someone else's
 * session, or one already ended, is not found; the caller's own is refused (Sign Out ends that one).
 */
export async function endAccountSession(
  { db, realtime }: { db: Db; realtime: Pick<RealtimeHub, "closeSession"> },
  auth: RequestAuth,
  sessionId: string,
) {
  if (sessionId === auth.sessionId) {
    throw new AppError("current_session", ACCOUNT_PAGE_TEXTS.currentSessionRefused, 400);
  }
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, auth.user.id), ne(sessions.id, auth.sessionId)))
    .returning({ id: sessions.id });
  if (!ended.length) throw new AppError("session_not_found", ACCOUNT_PAGE_TEXTS.sessionNotFound, 404);
  await realtime.closeSession(db, sessionId);
}
