// One game as its page shows it: players, turn, recent moves and the result.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { RECENT_MOVES_SHOWN, settledGamePoints } from "../../../domain/jenga/jenga-rules";
import { type GameDetail } from "../../../domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { jengaGamePlayers, jengaGames, jengaMoves, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { notFound } from "../../platform/http/errors";
import { iso } from "./jenga-queries";

const winners = alias(users, "winner");

const losers = alias(users, "loser");

/** Each approved player in turn order, with the moves they made and the block points those earned. */
function playersWithTallies(db: Db, gameId: string) {
  const tallies = db
    .select({
      playerId: jengaMoves.playerId,
      moves: sql<number>`count(*)::int`.as("moves"),
      points: sql<number>`coalesce(sum(${jengaMoves.points}), 0)::int`.as("points"),
    })
    .from(jengaMoves)
    .where(eq(jengaMoves.gameId, gameId))
    .groupBy(jengaMoves.playerId)
    .as("tallies");
  return db
    .select({
      userId: jengaGamePlayers.userId,
      name: users.name,
      turnOrder: jengaGamePlayers.turnOrder,
      moves: tallies.moves,
      points: tallies.points,
    })
    .from(jengaGamePlayers)
    .innerJoin(users, eq(users.id, jengaGamePlayers.userId))
    .leftJoin(tallies, eq(tallies.playerId, jengaGamePlayers.userId))
    .where(and(eq(jengaGamePlayers.gameId, gameId), eq(jengaGamePlayers.status, "approved")))
    .orderBy(asc(jengaGamePlayers.turnOrder));
}

// Three statements sent at once (the game, its players with their tallies, its latest moves), each read by the
// game's own index entries: one round trip's wait on PostgreSQL instead of two after each other.
export async function getGameDetail(db: Db, gameId: string): Promise<GameDetail> {
  const [[game], players, recent] = await Promise.all([
    db
      .select({
        id: jengaGames.id,
        name: jengaGames.name,
        status: jengaGames.status,
        createdAt: jengaGames.createdAt,
        startedAt: jengaGames.startedAt,
        currentTurnPlayerId: jengaGames.currentTurnPlayerId,
        winnerId: jengaGames.winnerId,
        winnerName: winners.name,
        loserId: jengaGames.loserId,
        loserName: losers.name,
      })
      .from(jengaGames)
      .leftJoin(winners, eq(winners.id, jengaGames.winnerId))
      .leftJoin(losers, eq(losers.id, jengaGames.loserId))
      .where(eq(jengaGames.id, gameId)),
    playersWithTallies(db, gameId),
    db
      .select({
        id: jengaMoves.id,
        playerId: jengaMoves.playerId,
        playerName: users.name,
        difficulty: jengaMoves.difficulty,
        points: jengaMoves.points,
        moveNumber: jengaMoves.moveNumber,
        createdAt: jengaMoves.createdAt,
      })
      .from(jengaMoves)
      .innerJoin(users, eq(users.id, jengaMoves.playerId))
      .where(eq(jengaMoves.gameId, gameId))
      .orderBy(desc(jengaMoves.moveNumber))
      .limit(RECENT_MOVES_SHOWN),
  ]);
  if (!game) throw notFound(JENGA_TEXTS.gameNotFound);

  const roleOf = (userId: string) =>
    game.status !== "finished"
      ? "other"
      : userId === game.winnerId
        ? "winner"
        : userId === game.loserId
          ? "loser"
          : "other";
  return {
    game: {
      id: game.id,
      name: game.name,
      status: game.status,
      createdAt: game.createdAt.toISOString(),
      startedAt: iso(game.startedAt),
      currentTurnPlayerId: game.status === "active" ? game.currentTurnPlayerId : null,
      winner: game.winnerId && game.winnerName ? { userId: game.winnerId, name: game.winnerName } : null,
      loser: game.loserId && game.loserName ? { userId: game.loserId, name: game.loserName } : null,
    },
    players: players.map(({ moves, points, ...p }) => ({
      ...p,
      moveCount: Number(moves ?? 0),
      points: settledGamePoints(Number(points ?? 0), roleOf(p.userId)),
    })),
    // Only approved players move (a move's key is one of the game's players, and a request is never un-approved).
    moveCount: players.reduce((sum, p) => sum + Number(p.moves ?? 0), 0),
    recentMoves: recent.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}
