// Reads of spikeball applications, shaped as the API answers them.
import { eq } from "drizzle-orm";
import type { SpikeballApplicationView } from "../../../../domain/spikeball/spikeball-schemas";
import { spikeballApplications } from "../../../db/schema";
import type { Db, Tx } from "../../../platform/database/db";

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
