// An admin finishes an active game with a winner and a loser. Everything happens in one transaction under the game
// lock: a second Finish (a double click, a second admin) finds the game finished and changes nothing.
import { eq } from "drizzle-orm";
import { DEFAULT_RATING, finishSettlement } from "../../../domain/jenga/jenga-rules";
import { type FinishGameInput } from "../../../domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { jengaGames } from "../../db/schema";
import { AppError } from "../../platform/http/errors";
import { announce } from "./jenga-events";
import { blockPointsByPlayer } from "./jenga-queries";
import { addToStats, approvedPlayers, gameFinished, lockGame, lockStats } from "./jenga-game-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function finishGame({ db, realtime }: UseCaseDeps, gameId: string, input: FinishGameInput) {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (game.status === "finished") throw gameFinished();
    if (game.status !== "active") throw new AppError("game_not_active", JENGA_TEXTS.gameNotActive, 409);
    const players = await approvedPlayers(tx, game.id);
    const ids = new Set(players.map((p) => p.userId));
    if (!ids.has(input.winnerUserId) || !ids.has(input.loserUserId)) {
      throw new AppError("not_in_game", JENGA_TEXTS.finishPlayersNotInGame, 400);
    }

    const ratings = await lockStats(tx, [...ids]);
    const tallies = await blockPointsByPlayer(tx, game.id);
    const changes = finishSettlement({
      players: players.map((p) => ({ userId: p.userId, blockPoints: tallies.get(p.userId)?.points ?? 0 })),
      winner: { userId: input.winnerUserId, rating: ratings.get(input.winnerUserId) ?? DEFAULT_RATING },
      loser: { userId: input.loserUserId, rating: ratings.get(input.loserUserId) ?? DEFAULT_RATING },
    });
    for (const change of changes) await addToStats(tx, change);

    await tx
      .update(jengaGames)
      .set({
        status: "finished",
        winnerId: input.winnerUserId,
        loserId: input.loserUserId,
        currentTurnPlayerId: null,
      })
      .where(eq(jengaGames.id, game.id));
    await announce(tx, realtime, game.id, "finished", ["game", "lobby", "admin", "leaderboard", "console"]);
    return { changes };
  });
}
