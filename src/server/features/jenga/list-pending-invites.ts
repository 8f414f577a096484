// The invites a user has not answered yet.
import { and, desc, eq } from "drizzle-orm";
import { type JengaInvite } from "../../../domain/jenga/jenga-schemas";
import { jengaGames, jengaInvites } from "../../db/schema";
import type { Db } from "../../platform/database/db";

/** My pending invites, newest first, with the game's name. */
export async function listPendingInvites(db: Db, userId: string): Promise<JengaInvite[]> {
  const rows = await db
    .select({
      id: jengaInvites.id,
      gameId: jengaInvites.gameId,
      gameName: jengaGames.name,
      createdAt: jengaInvites.createdAt,
    })
    .from(jengaInvites)
    .innerJoin(jengaGames, eq(jengaGames.id, jengaInvites.gameId))
    .where(and(eq(jengaInvites.userId, userId), eq(jengaInvites.status, "pending")))
    .orderBy(desc(jengaInvites.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
