// An admin approves a pending join request: the player enters the turn order.
import { and, eq } from "drizzle-orm";
import { mayDecideRequests } from "../../../domain/jenga/jenga-rules";
import { jengaGamePlayers } from "../../db/schema";
import { announce } from "./jenga-events";
import { gameFinished, lockGame, pendingPlayer } from "./jenga-game-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function approvePlayer({ db, realtime }: UseCaseDeps, gameId: string, userId: string) {
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (!mayDecideRequests(game.status)) throw gameFinished();
    await pendingPlayer(tx, game.id, userId);
    await tx
      .update(jengaGamePlayers)
      .set({ status: "approved" })
      .where(and(eq(jengaGamePlayers.gameId, game.id), eq(jengaGamePlayers.userId, userId)));
    await announce(tx, realtime, game.id, "players-changed", ["game", "lobby", "admin"]);
  });
}
