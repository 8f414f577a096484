// An admin approves everyone at once: every pending application, and every active user who never applied; never an
// administrator, who runs the tournament rather than plays in it (issue 36: Bulk Approve made the admin a player).
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballApplications, users } from "../../../db/schema";
import { announce } from "../spikeball-events";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/** Returns how many users were approved. */
export async function bulkApproveApplications({ db, realtime }: UseCaseDeps, admin: { id: string }) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const pending = await tx
      .update(spikeballApplications)
      .set({ status: "approved", approvedBy: admin.id, approvedAt: now })
      .where(
        and(
          eq(spikeballApplications.status, "pending"),
          inArray(spikeballApplications.userId, tx.select({ id: users.id }).from(users).where(ne(users.role, "admin"))),
        ),
      )
      .returning({ userId: spikeballApplications.userId });
    const notApplied = await tx
      .select({ id: users.id })
      .from(users)
      .leftJoin(spikeballApplications, eq(spikeballApplications.userId, users.id))
      .where(and(eq(users.status, "active"), ne(users.role, "admin"), isNull(spikeballApplications.id)));
    const created = notApplied.length
      ? await tx
          .insert(spikeballApplications)
          .values(
            notApplied.map((u) => ({
              userId: u.id,
              receiptKey: null,
              status: "approved" as const,
              adminNotes: SPIKEBALL_TEXTS.autoApprovedNote,
              approvedBy: admin.id,
              approvedAt: now,
            })),
          )
          .onConflictDoNothing({ target: spikeballApplications.userId })
          .returning({ userId: spikeballApplications.userId })
      : [];
    const approved = [...pending, ...created].map((r) => r.userId);
    await announce(tx, realtime, "application", approved);
    return { approved: approved.length };
  });
}
