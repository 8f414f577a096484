// Every game for the admins' Manage Games, newest first, with its code, approved players and pending join
// requests.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { type AdminGame } from "../../../domain/jenga/jenga-schemas";
import { jengaGamePlayers, jengaGames, users } from "../../db/schema";
import type { Db } from "../../platform/db";
import { approvedPlayersOf, iso } from "./jenga-queries";

/** Every game, newest first, with approved players in turn order and pending requests in the order they came. */
export async function listAdminGames(db: Db): Promise<AdminGame[]> {
  const games = await db
    .select({
      id: jengaGames.id,
      name: jengaGames.name,
      gameCode: jengaGames.gameCode,
      status: jengaGames.status,
      createdAt: jengaGames.createdAt,
      startedAt: jengaGames.startedAt,
    })
    .from(jengaGames)
    .orderBy(desc(jengaGames.createdAt), desc(jengaGames.id));
  const ids = games.map((g) => g.id);
  const approved = await approvedPlayersOf(db, ids);
  const pending = new Map<string, AdminGame["pendingPlayers"]>();
  if (ids.length) {
    const rows = await db
      .select({ gameId: jengaGamePlayers.gameId, userId: users.id, name: users.name, email: users.email })
      .from(jengaGamePlayers)
      .innerJoin(users, eq(users.id, jengaGamePlayers.userId))
      .where(and(inArray(jengaGamePlayers.gameId, ids), eq(jengaGamePlayers.status, "pending")))
      .orderBy(asc(jengaGamePlayers.joinedAt), asc(jengaGamePlayers.turnOrder));
    for (const { gameId, ...player } of rows) pending.set(gameId, [...(pending.get(gameId) ?? []), player]);
  }
  return games.map((g) => ({
    ...g,
    createdAt: g.createdAt.toISOString(),
    startedAt: iso(g.startedAt),
    approvedPlayers: approved.get(g.id) ?? [],
    pendingPlayers: pending.get(g.id) ?? [],
  }));
}
