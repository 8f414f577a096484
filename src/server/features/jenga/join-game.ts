// A student asks to join a game by its code; the request waits for an admin's approval.
import { eq } from "drizzle-orm";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { jengaGamePlayers, jengaGames } from "../../db/schema";
import { AppError } from "../../platform/http/errors";
import type { SignedInUser } from "../../platform/auth/access";
import { announce } from "./jenga-events";
import { gameFinished, nextTurnOrder, playerRow } from "./jenga-game-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

/** `code` is already trimmed and uppercased by the request schema. */
export async function joinGameByCode({ db, realtime }: UseCaseDeps, me: Pick<SignedInUser, "id">, code: string) {
  return db.transaction(async (tx) => {
    const [game] = await tx.select().from(jengaGames).where(eq(jengaGames.gameCode, code)).for("update");
    if (!game) throw new AppError("game_not_found", JENGA_TEXTS.noGameWithCode, 404);
    if (game.status === "finished") throw gameFinished();
    const existing = await playerRow(tx, game.id, me.id);
    if (existing?.status === "approved") throw new AppError("already_playing", JENGA_TEXTS.alreadyPlaying, 409);
    if (existing) throw new AppError("already_requested", JENGA_TEXTS.alreadyRequested, 409);
    await tx.insert(jengaGamePlayers).values({
      gameId: game.id,
      userId: me.id,
      turnOrder: await nextTurnOrder(tx, game.id),
      status: "pending",
    });
    await announce(tx, realtime, game.id, "join-requested", ["admin"]);
    return { gameId: game.id, gameName: game.name };
  });
}
