// What several Jenga use cases read: a player's statistics, the approved players of
// games and the points each player's blocks scored.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_RATING } from "../../../domain/jenga/jenga-rules";
import { type JengaStats } from "../../../domain/jenga/jenga-schemas";
import { jengaGamePlayers, jengaMoves, jengaUserStats, users } from "../../db/schema";
import type { Db, Tx } from "../../platform/database/db";

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const NO_STATS: JengaStats = {
  totalPoints: 0,
  rating: DEFAULT_RATING,
  gamesPlayed: 0,
  gamesWon: 0,
  gamesLost: 0,
};

export async function statsOf(db: Db | Tx, userId: string): Promise<JengaStats> {
  const [row] = await db
    .select({
      totalPoints: jengaUserStats.totalPoints,
      rating: jengaUserStats.rating,
      gamesPlayed: jengaUserStats.gamesPlayed,
      gamesWon: jengaUserStats.gamesWon,
      gamesLost: jengaUserStats.gamesLost,
    })
    .from(jengaUserStats)
    .where(eq(jengaUserStats.userId, userId));
  return row ?? NO_STATS;
}

export async function approvedPlayersOf(db: Db, gameIds: string[]) {
  const byGame = new Map<string, { userId: string; name: string; turnOrder: number }[]>();
  if (!gameIds.length) return byGame;
  const rows = await db
    .select({
      gameId: jengaGamePlayers.gameId,
      userId: jengaGamePlayers.userId,
      name: users.name,
      turnOrder: jengaGamePlayers.turnOrder,
    })
    .from(jengaGamePlayers)
    .innerJoin(users, eq(users.id, jengaGamePlayers.userId))
    .where(and(inArray(jengaGamePlayers.gameId, gameIds), eq(jengaGamePlayers.status, "approved")))
    .orderBy(asc(jengaGamePlayers.turnOrder));
  for (const { gameId, ...player } of rows) {
    const list = byGame.get(gameId) ?? [];
    list.push(player);
    byGame.set(gameId, list);
  }
  return byGame;
}

/** Moves made and block points earned per player in one game. */
export async function blockPointsByPlayer(db: Db | Tx, gameId: string) {
  const rows = await db
    .select({
      playerId: jengaMoves.playerId,
      moves: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${jengaMoves.points}), 0)::int`,
    })
    .from(jengaMoves)
    .where(eq(jengaMoves.gameId, gameId))
    .groupBy(jengaMoves.playerId);
  return new Map(rows.map((r) => [r.playerId, { moves: Number(r.moves), points: Number(r.points) }]));
}
