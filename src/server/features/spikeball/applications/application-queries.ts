// Reads of spikeball applications, shaped as the API answers them.
import { asc, desc, eq, sql } from "drizzle-orm";
import { SIGNED_URL_SECONDS } from "../../../../domain/spikeball/spikeball-rules";
import type { AdminApplicationView, SpikeballApplicationView } from "../../../../domain/spikeball/spikeball-schemas";
import { spikeballApplications, users } from "../../../db/schema";
import type { Db, Tx } from "../../../platform/db";
import type { FileStore } from "../../../platform/file-store";

export async function applicationOf(db: Db | Tx, userId: string): Promise<SpikeballApplicationView | null> {
  const [row] = await db.select().from(spikeballApplications).where(eq(spikeballApplications.userId, userId));
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** Every active user with their application state (not_applied without one), newest application first. */
export async function adminApplications(db: Db | Tx, store: FileStore): Promise<AdminApplicationView[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      applicationId: spikeballApplications.id,
      status: spikeballApplications.status,
      adminNotes: spikeballApplications.adminNotes,
      createdAt: spikeballApplications.createdAt,
      receiptKey: spikeballApplications.receiptKey,
    })
    .from(users)
    .leftJoin(spikeballApplications, eq(spikeballApplications.userId, users.id))
    .where(eq(users.status, "active"))
    .orderBy(
      sql`case ${spikeballApplications.status} when 'pending' then 0 when 'approved' then 2 when 'denied' then 3 else 1 end`,
      desc(spikeballApplications.createdAt),
      asc(users.name),
    );
  return Promise.all(
    rows.map(async (r) => ({
      userId: r.userId,
      name: r.name,
      email: r.email,
      applicationId: r.applicationId,
      status: r.status ?? "not_applied",
      adminNotes: r.adminNotes,
      createdAt: r.createdAt?.toISOString() ?? null,
      hasReceipt: Boolean(r.receiptKey),
      receiptUrl: r.receiptKey ? await store.signedUrl(r.receiptKey, SIGNED_URL_SECONDS) : null,
    })),
  );
}
