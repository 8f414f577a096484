// A user accepts an invite (and becomes an approved player) or declines it.
import { and, eq } from "drizzle-orm";
import { type InviteResponse } from "../../../domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { JENGA_INVITE_EVENT } from "../../../domain/jenga/jenga-topics";
import { userTopic } from "../../../domain/realtime-topics";
import { jengaGamePlayers, jengaInvites } from "../../db/schema";
import { AppError, notFound } from "../../platform/http/errors";
import type { SignedInUser } from "../../platform/auth/access";
import { announce } from "./jenga-events";
import { gameFinished, lockGame, nextTurnOrder, playerRow } from "./jenga-game-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function respondToInvite(
  { db, realtime }: UseCaseDeps,
  me: Pick<SignedInUser, "id">,
  inviteId: string,
  response: InviteResponse,
) {
  return db.transaction(async (tx) => {
    const mine = and(eq(jengaInvites.id, inviteId), eq(jengaInvites.userId, me.id));
    const [found] = await tx.select({ gameId: jengaInvites.gameId }).from(jengaInvites).where(mine);
    if (!found) throw notFound(JENGA_TEXTS.inviteNotFound);
    // The game first, then the invite: the same lock order as every other Jenga write.
    const game = await lockGame(tx, found.gameId);
    const [invite] = await tx.select().from(jengaInvites).where(mine).for("update");
    if (!invite) throw notFound(JENGA_TEXTS.inviteNotFound);
    if (invite.status !== "pending") throw new AppError("invite_answered", JENGA_TEXTS.inviteAnswered, 409);

    if (response === "accepted") {
      if (game.status === "finished") throw gameFinished();
      const player = await playerRow(tx, game.id, me.id);
      if (player) {
        await tx
          .update(jengaGamePlayers)
          .set({ status: "approved" })
          .where(and(eq(jengaGamePlayers.gameId, game.id), eq(jengaGamePlayers.userId, me.id)));
      } else {
        await tx.insert(jengaGamePlayers).values({
          gameId: game.id,
          userId: me.id,
          turnOrder: await nextTurnOrder(tx, game.id),
          status: "approved",
        });
      }
      await announce(tx, realtime, game.id, "players-changed", ["game", "lobby", "admin"]);
    }
    await tx.update(jengaInvites).set({ status: response, respondedAt: new Date() }).where(mine);
    // My other tabs drop the invite from their lists.
    await realtime.publish(tx, userTopic(me.id), JENGA_INVITE_EVENT, { inviteId, gameId: game.id });
    return { status: response, gameId: game.id };
  });
}
