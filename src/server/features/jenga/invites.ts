// Invites: an admin invites a user from Manage Games; the user accepts (and becomes an approved player) or declines.
import { and, eq } from "drizzle-orm";
import { type InviteResponse, JENGA_TEXTS } from "../../../domain/jenga/jenga-schemas";
import { JENGA_INVITE_EVENT } from "../../../domain/jenga/jenga-topics";
import { jengaGamePlayers, jengaInvites, users } from "../../db/schema";
import { AppError, notFound } from "../../platform/errors";
import type { SignedInUser } from "../../platform/access";
import type { JengaDeps } from "./deps";
import { announce } from "./jenga-events";
import { isUuid } from "./jenga-queries";
import { gameFinished, lockGame, nextTurnOrder, playerRow } from "./game-rows";

export async function invitePlayer(
  { db, realtime }: JengaDeps,
  admin: Pick<SignedInUser, "id">,
  gameId: string,
  userId: string,
) {
  return db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (game.status === "finished") throw gameFinished();
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, "active")));
    if (!user) throw notFound(JENGA_TEXTS.userNotFound);
    if ((await playerRow(tx, game.id, userId))?.status === "approved") {
      throw new AppError("already_playing", JENGA_TEXTS.userAlreadyPlaying, 409);
    }
    // The partial unique index (one pending invite per user and game) decides, even against a concurrent invite.
    const [invite] = await tx
      .insert(jengaInvites)
      .values({ gameId: game.id, userId, invitedBy: admin.id })
      .onConflictDoNothing()
      .returning();
    if (!invite) throw new AppError("already_invited", JENGA_TEXTS.alreadyInvited, 409);
    await realtime.publish(tx, `user:${userId}`, JENGA_INVITE_EVENT, { inviteId: invite.id, gameId: game.id });
    return { id: invite.id, gameId: game.id, gameName: game.name, createdAt: invite.createdAt.toISOString() };
  });
}

export async function respondToInvite(
  { db, realtime }: JengaDeps,
  me: Pick<SignedInUser, "id">,
  inviteId: string,
  response: InviteResponse,
) {
  if (!isUuid(inviteId)) throw notFound(JENGA_TEXTS.inviteNotFound);
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
    await realtime.publish(tx, `user:${me.id}`, JENGA_INVITE_EVENT, { inviteId, gameId: game.id });
    return { status: response, gameId: game.id };
  });
}
