// Moderation: suspend, ban (for some hours or for good) or reactivate an account. Blocking revokes every session at
// once (cookies and iOS bearer tokens alike) and closes the user's sockets; a revoked session answers with the reason
// (403 account_blocked) so every open tab shows the restriction screen, and never works again, even after a
// reactivation: the user signs in anew.
import { eq } from "drizzle-orm";
import type { AccountStatus } from "../../../domain/accounts/account-schemas";
import { users } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/audit-log";
import type { Db } from "../../platform/db";
import type { RealtimeHub } from "../../platform/realtime";
import { AppError, notFound } from "../../platform/errors";
import { revokeSessions } from "../../platform/session";

export type StatusChange = { status: AccountStatus; reason?: string | null; banHours?: number | null };

export async function setAccountStatus(
  { db, realtime }: { db: Db; realtime: Pick<RealtimeHub, "closeUser" | "publish"> },
  targetUserId: string,
  change: StatusChange,
  /** The admin who made the change: recorded in the audit log, in this transaction. */
  actor?: AuditActor,
) {
  if (change.status !== "active" && !change.reason?.trim()) {
    throw new AppError("reason_required", "A reason is required to suspend or ban an account");
  }
  if (change.banHours !== undefined && change.banHours !== null && !(change.banHours >= 1)) {
    throw new AppError("invalid_ban_duration", "Ban duration must be at least 1 hour");
  }
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
        banReason: change.status === "active" ? null : change.reason!.trim(),
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
