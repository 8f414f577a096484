// Row-level helpers the Jenga use cases share: the game row locked for the rest of the transaction (every rule that
// depends on a game's state is checked under this lock, so two requests can never both pass it), the approved
// players, a pending join request, the next free turn order, and statistics updates.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_RATING, type StatsChange } from "../../../domain/jenga/jenga-rules";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { type JengaGame, jengaGamePlayers, jengaGames, jengaUserStats } from "../../db/schema";
import type { Tx } from "../../platform/database/db";
import { AppError, notFound } from "../../platform/http/errors";

/** The game, locked FOR UPDATE until the transaction ends; 404 "Game not found" when there is none. */
export async function lockGame(tx: Tx, gameId: string): Promise<JengaGame> {
  const [game] = await tx.select().from(jengaGames).where(eq(jengaGames.id, gameId)).for("update");
  if (!game) throw notFound(JENGA_TEXTS.gameNotFound);
  return game;
}

export const gameFinished = () => new AppError("game_finished", JENGA_TEXTS.gameFinished, 409);

export async function approvedPlayers(tx: Tx, gameId: string) {
  return tx
    .select({ userId: jengaGamePlayers.userId, turnOrder: jengaGamePlayers.turnOrder })
    .from(jengaGamePlayers)
    .where(and(eq(jengaGamePlayers.gameId, gameId), eq(jengaGamePlayers.status, "approved")))
    .orderBy(asc(jengaGamePlayers.turnOrder));
}

export async function playerRow(tx: Tx, gameId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(jengaGamePlayers)
    .where(and(eq(jengaGamePlayers.gameId, gameId), eq(jengaGamePlayers.userId, userId)));
  return row;
}

/** max(turn_order) + 1: rejected players leave gaps, and turn orders must stay distinct. Call under the game lock. */
export async function nextTurnOrder(tx: Tx, gameId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${jengaGamePlayers.turnOrder}) + 1, 0)::int` })
    .from(jengaGamePlayers)
    .where(eq(jengaGamePlayers.gameId, gameId));
  return Number(row?.next ?? 0);
}

/** Adds a change to a player's statistics, creating the row (rating 1000) the first time. */
export async function addToStats(tx: Tx, change: Omit<StatsChange, "played"> & { played: 0 | 1 }) {
  await tx
    .insert(jengaUserStats)
    .values({
      userId: change.userId,
      totalPoints: change.points,
      rating: DEFAULT_RATING + change.rating,
      gamesPlayed: change.played,
      gamesWon: change.won,
      gamesLost: change.lost,
    })
    .onConflictDoUpdate({
      target: jengaUserStats.userId,
      set: {
        totalPoints: sql`${jengaUserStats.totalPoints} + ${change.points}`,
        rating: sql`${jengaUserStats.rating} + ${change.rating}`,
        gamesPlayed: sql`${jengaUserStats.gamesPlayed} + ${change.played}`,
        gamesWon: sql`${jengaUserStats.gamesWon} + ${change.won}`,
        gamesLost: sql`${jengaUserStats.gamesLost} + ${change.lost}`,
        updatedAt: new Date(),
      },
    });
}

/** Makes sure these players have statistics rows and locks them, in one fixed order so two finishes cannot deadlock. */
export async function lockStats(tx: Tx, userIds: string[]) {
  const sorted = [...new Set(userIds)].sort();
  if (!sorted.length) return new Map<string, number>();
  await tx
    .insert(jengaUserStats)
    .values(sorted.map((userId) => ({ userId })))
    .onConflictDoNothing({ target: jengaUserStats.userId });
  const rows = await tx
    .select({ userId: jengaUserStats.userId, rating: jengaUserStats.rating })
    .from(jengaUserStats)
    .where(inArray(jengaUserStats.userId, sorted))
    .orderBy(asc(jengaUserStats.userId))
    .for("update");
  return new Map(rows.map((r) => [r.userId, r.rating]));
}

/** A join request still waiting for an admin; 404 when there is none, 409 when it was already answered. */
export async function pendingPlayer(tx: Tx, gameId: string, userId: string) {
  const player = await playerRow(tx, gameId, userId);
  if (!player) throw notFound(JENGA_TEXTS.playerNotFound);
  if (player.status !== "pending") throw new AppError("player_not_pending", JENGA_TEXTS.playerNotPending, 409);
  return player;
}
