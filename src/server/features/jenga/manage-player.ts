// An admin approves a pending join request (the player enters the turn order) or rejects it (the request is deleted).
import { and, eq } from "drizzle-orm";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-schemas";
import { jengaGamePlayers } from "../../db/schema";
import type { Tx } from "../../platform/db";
import { AppError, notFound } from "../../platform/errors";
import type { JengaDeps } from "./deps";
import { announce } from "./jenga-events";
import { gameFinished, lockGame, playerRow } from "./game-rows";

export async function approvePlayer({ db, realtime }: JengaDeps, gameId: string, userId: string) {
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (game.status === "finished") throw gameFinished();
    await pendingPlayer(tx, game.id, userId);
    await tx
      .update(jengaGamePlayers)
      .set({ status: "approved" })
      .where(and(eq(jengaGamePlayers.gameId, game.id), eq(jengaGamePlayers.userId, userId)));
    await announce(tx, realtime, game.id, "players-changed", ["game", "lobby", "admin"]);
  });
}

/** Only a pending request can be rejected: an approved player's moves must never disappear with their record. */
export async function rejectPlayer({ db, realtime }: JengaDeps, gameId: string, userId: string) {
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    await pendingPlayer(tx, game.id, userId);
    await tx
      .delete(jengaGamePlayers)
      .where(and(eq(jengaGamePlayers.gameId, game.id), eq(jengaGamePlayers.userId, userId)));
    await announce(tx, realtime, game.id, "players-changed", ["admin"]);
  });
}

async function pendingPlayer(tx: Tx, gameId: string, userId: string) {
  const player = await playerRow(tx, gameId, userId);
  if (!player) throw notFound(JENGA_TEXTS.playerNotFound);
  if (player.status !== "pending") throw new AppError("player_not_pending", JENGA_TEXTS.playerNotPending, 409);
  return player;
}
