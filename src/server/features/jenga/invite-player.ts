// An admin invites a user to a game from Manage Games; the user sees the invite at once.
import { and, eq } from "drizzle-orm";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { JENGA_INVITE_EVENT } from "../../../domain/jenga/jenga-topics";
import { GAME_PUSH_TEXTS } from "../../../domain/push/push-texts";
import { userTopic } from "../../../domain/realtime-topics";
import { jengaInvites, users } from "../../db/schema";
import { AppError, notFound } from "../../platform/http/errors";
import type { SignedInUser } from "../../platform/auth/access";
import { queuePush } from "../../platform/outbound/push-queue";
import { gameFinished, lockGame, playerRow } from "./jenga-game-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function invitePlayer(
  { db, realtime }: UseCaseDeps,
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
    await realtime.publish(tx, userTopic(userId), JENGA_INVITE_EVENT, { inviteId: invite.id, gameId: game.id });
    // Their phone too, unless a page of theirs shows the invite live.
    await queuePush(tx, {
      kind: "jenga",
      to: [userId],
      title: GAME_PUSH_TEXTS.jengaInviteTitle,
      body: GAME_PUSH_TEXTS.jengaInviteBody(game.name),
      url: "/jenga",
      topic: userTopic(userId),
    });
    return { id: invite.id, gameId: game.id, gameName: game.name, createdAt: invite.createdAt.toISOString() };
  });
}
