// Moderation: suspend, ban (for some hours or for good) or reactivate an account. Blocking signs the user out
// everywhere at once by deleting every session (cookies and iOS bearer tokens alike).
import { eq } from "drizzle-orm";
import type { AccountStatus } from "../../../domain/accounts/account-schemas";
import { sessions, users } from "../../db/schema";
import type { Db } from "../../platform/db";
import type { RealtimeHub } from "../../platform/realtime";
import { AppError, notFound } from "../../platform/errors";

export type StatusChange = { status: AccountStatus; reason?: string | null; banHours?: number | null };

export async function setAccountStatus(
  { db, realtime }: { db: Db; realtime: Pick<RealtimeHub, "closeUser"> },
  targetUserId: string,
  change: StatusChange,
) {
  if (change.status !== "active" && !change.reason?.trim()) {
    throw new AppError("reason_required", "A reason is required to suspend or ban an account");
  }
  if (change.banHours !== undefined && change.banHours !== null && !(change.banHours >= 1)) {
    throw new AppError("invalid_ban_duration", "Ban duration must be at least 1 hour");
  }
  return db.transaction(async (tx) => {
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
      await tx.delete(sessions).where(eq(sessions.userId, targetUserId));
      await realtime.closeUser(tx, targetUserId);
    }
    return updated;
  });
}
