// Moderation: suspend, ban (for some hours or for good) or reactivate an account. Blocking revokes every session at
// once (cookies and iOS bearer tokens alike) and closes the user's sockets; a revoked session answers with the reason
// (403 account_blocked) so every open tab shows the restriction screen, and never works again, even after a
// reactivation: the user signs in anew.
import { eq } from "drizzle-orm";
import { type AccountStatusChange, accountStatusChangeSchema } from "../../../domain/accounts/account-schemas";
import { users } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/auth/audit-log";
import type { Db } from "../../platform/database/db";
import type { RealtimeHub } from "../../platform/realtime/realtime";
import { AppError, notFound } from "../../platform/http/errors";
import { revokeSessions } from "../../platform/auth/session";

export async function setAccountStatus(
  { db, realtime }: { db: Db; realtime: Pick<RealtimeHub, "closeUser" | "publish"> },
  targetUserId: string,
  input: AccountStatusChange,
  /** The admin who made the change: recorded in the audit log, in this transaction. */
  actor?: AuditActor,
) {
  // The route has checked the request with the same schema; a caller without a route is held to the same rule.
  const parsed = accountStatusChangeSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid_status_change", parsed.error.issues[0]!.message);
  const change = parsed.data;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: users.status, banReason: users.banReason, bannedUntil: users.bannedUntil })
      .from(users)
      .where(eq(users.id, targetUserId));
    const bannedUntil =
      change.status === "banned" && change.banHours ? new Date(Date.now() + change.banHours * 3600_000) : null;
    const [updated] = await tx
      .update(users)
      .set({
        status: change.status,
        banReason: change.status === "active" ? null : change.reason!,
        bannedUntil,
      })
      .where(eq(users.id, targetUserId))
      .returning({ id: users.id, status: users.status, bannedUntil: users.bannedUntil, banReason: users.banReason });
    if (!updated) throw notFound("User not found");
    if (change.status !== "active") {
      await revokeSessions({ db: tx, realtime }, targetUserId);
    }
    if (actor && before) {
      await recordAdminAction(tx, realtime, actor, {
        action: "user.status",
        targetType: "user",
        targetId: targetUserId,
        before,
        after: { status: updated.status, banReason: updated.banReason, bannedUntil: updated.bannedUntil },
      });
    }
    return updated;
  });
}
