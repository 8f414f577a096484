// An admin approves or denies one user's application, or approves a user who never applied.
import { and, eq } from "drizzle-orm";
import { type ReviewDecision, mayReview } from "../../../../domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballApplications, users } from "../../../db/schema";
import { AppError, notFound } from "../../../platform/http/errors";
import { announce } from "../spikeball-events";
import { applicationOf } from "./application-queries";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/**
 * Approves or denies a user's application. A user without one (not_applied) gets one: approved with no receipt and
 * an automatic note, or denied. Only pending and not_applied users can be reviewed, and never an administrator.
 */
export async function reviewApplication(
  { db, realtime }: UseCaseDeps,
  admin: { id: string },
  userId: string,
  status: ReviewDecision,
  notes: string | null,
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, "active")));
    if (!user) throw notFound(SPIKEBALL_TEXTS.userNotFound);
    if (user.role === "admin") throw new AppError("admin_not_player", SPIKEBALL_TEXTS.adminNotPlayer, 409);
    const [existing] = await tx
      .select()
      .from(spikeballApplications)
      .where(eq(spikeballApplications.userId, userId))
      .for("update");
    if (!mayReview(existing?.status ?? "not_applied")) {
      throw new AppError("already_reviewed", SPIKEBALL_TEXTS.applicationReviewed, 409);
    }
    const decided = {
      status,
      adminNotes: notes ?? (existing || status !== "approved" ? null : SPIKEBALL_TEXTS.autoApprovedNote),
      approvedBy: status === "approved" ? admin.id : null,
      approvedAt: status === "approved" ? new Date() : null,
    };
    if (existing) {
      await tx.update(spikeballApplications).set(decided).where(eq(spikeballApplications.id, existing.id));
    } else {
      // A concurrent submission would make this conflict; the admin then reviews the fresh pending one.
      const [row] = await tx
        .insert(spikeballApplications)
        .values({ userId, receiptKey: null, ...decided })
        .onConflictDoNothing({ target: spikeballApplications.userId })
        .returning();
      if (!row) throw new AppError("application_changed", SPIKEBALL_TEXTS.applicationReviewed, 409);
    }
    await announce(tx, realtime, "application", [userId]);
    return (await applicationOf(tx, userId))!;
  });
}
