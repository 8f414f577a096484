// A player takes a block on their turn. The game row is locked while the turn is checked and passed on, and moves
// are numbered per game under a unique constraint, so a double click or two racing players never make two moves
// for one turn.
import { eq, sql } from "drizzle-orm";
import { type Difficulty, movePoints, nextTurn } from "../../../domain/jenga/jenga-rules";
import { type JengaMove } from "../../../domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { jengaGames, jengaMoves } from "../../db/schema";
import { AppError, forbidden } from "../../platform/http/errors";
import type { SignedInUser } from "../../platform/auth/access";
import { announce, pushTurn } from "./jenga-events";
import { addToStats, approvedPlayers, gameFinished, lockGame, playerRow } from "./jenga-game-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function makeMove(
  { db, realtime }: UseCaseDeps,
  me: Pick<SignedInUser, "id" | "name">,
  gameId: string,
  difficulty: Difficulty,
): Promise<JengaMove & { nextTurnPlayerId: string | null }> {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (game.status === "finished") throw gameFinished();
    if (game.status !== "active") throw new AppError("game_not_active", JENGA_TEXTS.gameNotActive, 409);
    const mine = await playerRow(tx, game.id, me.id);
    if (mine?.status !== "approved") throw forbidden(JENGA_TEXTS.notAPlayer);
    if (game.currentTurnPlayerId !== me.id) throw new AppError("not_your_turn", JENGA_TEXTS.notYourTurn, 409);

    const [numbered] = await tx
      .select({ next: sql<number>`coalesce(max(${jengaMoves.moveNumber}), 0)::int + 1` })
      .from(jengaMoves)
      .where(eq(jengaMoves.gameId, game.id));
    const points = movePoints(difficulty);
    const [move] = await tx
      .insert(jengaMoves)
      .values({ gameId: game.id, playerId: me.id, difficulty, points, moveNumber: Number(numbered!.next) })
      .returning();
    // Block points count at once; the finish settles the winner's bonus and the loser's loss.
    await addToStats(tx, { userId: me.id, points, rating: 0, played: 0, won: 0, lost: 0 });

    const next = nextTurn(await approvedPlayers(tx, game.id), { userId: me.id, turnOrder: mine.turnOrder });
    await tx.update(jengaGames).set({ currentTurnPlayerId: next }).where(eq(jengaGames.id, game.id));
    await announce(tx, realtime, game.id, "move", ["game", "leaderboard"]);
    // A lone player keeps the turn and needs no reminder.
    if (next && next !== me.id) await pushTurn(tx, game, next);
    return {
      id: move!.id,
      playerId: me.id,
      playerName: me.name,
      difficulty,
      points,
      moveNumber: move!.moveNumber,
      createdAt: move!.createdAt.toISOString(),
      nextTurnPlayerId: next,
    };
  });
}
