// An admin starts a waiting game: the lowest turn order moves first (their phone is told), and the start time is
// recorded.
import { eq } from "drizzle-orm";
import { firstTurn } from "../../../domain/jenga/jenga-rules";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { jengaGames } from "../../db/schema";
import { AppError } from "../../platform/http/errors";
import { announce, pushTurn } from "./jenga-events";
import { approvedPlayers, gameFinished, lockGame } from "./jenga-game-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function startGame({ db, realtime }: UseCaseDeps, gameId: string) {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (game.status === "finished") throw gameFinished();
    if (game.status !== "waiting") throw new AppError("game_not_waiting", JENGA_TEXTS.gameNotWaiting, 409);
    const first = firstTurn(await approvedPlayers(tx, game.id));
    if (!first) throw new AppError("no_players", JENGA_TEXTS.noPlayersFound, 400);
    const [started] = await tx
      .update(jengaGames)
      .set({ status: "active", startedAt: new Date(), currentTurnPlayerId: first })
      .where(eq(jengaGames.id, game.id))
      .returning();
    await announce(tx, realtime, game.id, "started", ["game", "lobby", "admin", "console"]);
    await pushTurn(tx, game, first);
    return { status: started!.status, currentTurnPlayerId: first, startedAt: started!.startedAt!.toISOString() };
  });
}
