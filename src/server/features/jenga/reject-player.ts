// An admin rejects a pending join request: the request is deleted.
import { and, eq } from "drizzle-orm";
import { jengaGamePlayers } from "../../db/schema";
import { announce } from "./jenga-events";
import { lockGame, pendingPlayer } from "./jenga-game-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

/** Only a pending request can be rejected: an approved player's moves must never disappear with their record. */
export async function rejectPlayer({ db, realtime }: UseCaseDeps, gameId: string, userId: string) {
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    await pendingPlayer(tx, game.id, userId);
    await tx
      .delete(jengaGamePlayers)
      .where(and(eq(jengaGamePlayers.gameId, game.id), eq(jengaGamePlayers.userId, userId)));
    await announce(tx, realtime, game.id, "players-changed", ["admin"]);
  });
}
