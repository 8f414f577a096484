// One game as its page shows it: players, turn, recent moves and the result.
import { and, asc, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { RECENT_MOVES_SHOWN, settledGamePoints } from "../../../domain/jenga/jenga-rules";
import { type GameDetail, JENGA_TEXTS } from "../../../domain/jenga/jenga-schemas";
import { jengaGamePlayers, jengaGames, jengaMoves, users } from "../../db/schema";
import type { Db } from "../../platform/db";
import { notFound } from "../../platform/errors";
import { blockPointsByPlayer, gameIdOrNotFound, iso } from "./jenga-queries";

const winners = alias(users, "winner");

const losers = alias(users, "loser");

export async function getGameDetail(db: Db, gameId: string): Promise<GameDetail> {
  const [game] = await db
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
    .where(eq(jengaGames.id, gameIdOrNotFound(gameId)));
  if (!game) throw notFound(JENGA_TEXTS.gameNotFound);

  const [players, tallies, recent, [total]] = await Promise.all([
    db
      .select({ userId: jengaGamePlayers.userId, name: users.name, turnOrder: jengaGamePlayers.turnOrder })
      .from(jengaGamePlayers)
      .innerJoin(users, eq(users.id, jengaGamePlayers.userId))
      .where(and(eq(jengaGamePlayers.gameId, game.id), eq(jengaGamePlayers.status, "approved")))
      .orderBy(asc(jengaGamePlayers.turnOrder)),
    blockPointsByPlayer(db, game.id),
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
      .where(eq(jengaMoves.gameId, game.id))
      .orderBy(desc(jengaMoves.moveNumber))
      .limit(RECENT_MOVES_SHOWN),
    db.select({ n: count() }).from(jengaMoves).where(eq(jengaMoves.gameId, game.id)),
  ]);

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
    players: players.map((p) => {
      const tally = tallies.get(p.userId) ?? { moves: 0, points: 0 };
      return { ...p, moveCount: tally.moves, points: settledGamePoints(tally.points, roleOf(p.userId)) };
    }),
    moveCount: Number(total?.n ?? 0),
    recentMoves: recent.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}
