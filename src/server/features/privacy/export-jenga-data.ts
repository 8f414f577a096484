// Jenga's part of "download my data": statistics, the games played with the user's own moves, and invites both ways.
import { asc, eq, or } from "drizzle-orm";
import type { DataExport } from "../../../domain/privacy/privacy-schemas";
import { jengaGamePlayers, jengaGames, jengaInvites, jengaMoves, jengaUserStats } from "../../db/schema";
import type { Tx } from "../../platform/database/db";
import { iso, isoOrNull } from "./export-dates";

export async function exportJengaData(tx: Tx, userId: string): Promise<DataExport["jenga"]> {
  const [stats] = await tx
    .select({
      totalPoints: jengaUserStats.totalPoints,
      rating: jengaUserStats.rating,
      gamesPlayed: jengaUserStats.gamesPlayed,
      gamesWon: jengaUserStats.gamesWon,
      gamesLost: jengaUserStats.gamesLost,
    })
    .from(jengaUserStats)
    .where(eq(jengaUserStats.userId, userId));
  const games = await tx
    .select({
      id: jengaGames.id,
      name: jengaGames.name,
      status: jengaGames.status,
      createdBy: jengaGames.createdBy,
      createdAt: jengaGames.createdAt,
      startedAt: jengaGames.startedAt,
      winnerId: jengaGames.winnerId,
      loserId: jengaGames.loserId,
      joinedAt: jengaGamePlayers.joinedAt,
      playerStatus: jengaGamePlayers.status,
      turnOrder: jengaGamePlayers.turnOrder,
    })
    .from(jengaGamePlayers)
    .innerJoin(jengaGames, eq(jengaGames.id, jengaGamePlayers.gameId))
    .where(eq(jengaGamePlayers.userId, userId))
    .orderBy(asc(jengaGamePlayers.joinedAt));
  const moves = await tx
    .select({
      gameId: jengaMoves.gameId,
      moveNumber: jengaMoves.moveNumber,
      difficulty: jengaMoves.difficulty,
      points: jengaMoves.points,
      createdAt: jengaMoves.createdAt,
    })
    .from(jengaMoves)
    .where(eq(jengaMoves.playerId, userId))
    .orderBy(asc(jengaMoves.gameId), asc(jengaMoves.moveNumber));
  const inviteRows = await tx
    .select()
    .from(jengaInvites)
    .where(or(eq(jengaInvites.userId, userId), eq(jengaInvites.invitedBy, userId)))
    .orderBy(asc(jengaInvites.createdAt));

  // Grouped once: filtering every move per game grew with games × moves (400 games, 4,000 moves: 1.6 million checks).
  const movesByGame = new Map<string, DataExport["jenga"]["games"][number]["moves"]>();
  for (const m of moves) {
    const list = movesByGame.get(m.gameId) ?? [];
    if (list.length === 0) movesByGame.set(m.gameId, list);
    list.push({ moveNumber: m.moveNumber, difficulty: m.difficulty, points: m.points, createdAt: iso(m.createdAt) });
  }
  const movesOf = (gameId: string) => movesByGame.get(gameId) ?? [];

  return {
    stats: stats ?? null,
    games: games.map((g) => ({
      id: g.id,
      name: g.name,
      status: g.status,
      createdByMe: g.createdBy === userId,
      createdAt: iso(g.createdAt),
      startedAt: isoOrNull(g.startedAt),
      joinedAt: iso(g.joinedAt),
      playerStatus: g.playerStatus,
      turnOrder: g.turnOrder,
      result: g.winnerId === userId ? ("won" as const) : g.loserId === userId ? ("lost" as const) : null,
      moves: movesOf(g.id),
    })),
    invitesReceived: inviteRows
      .filter((i) => i.userId === userId)
      .map((i) => ({
        gameId: i.gameId,
        invitedByUserId: i.invitedBy,
        status: i.status,
        createdAt: iso(i.createdAt),
        respondedAt: isoOrNull(i.respondedAt),
      })),
    invitesSent: inviteRows
      .filter((i) => i.invitedBy === userId && i.userId !== userId)
      .map((i) => ({
        gameId: i.gameId,
        toUserId: i.userId,
        status: i.status,
        createdAt: iso(i.createdAt),
        respondedAt: isoOrNull(i.respondedAt),
      })),
  };
}
