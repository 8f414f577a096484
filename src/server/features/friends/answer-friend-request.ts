// The recipient accepts or declines a request; the sender may cancel it while it is pending. Accepting makes the
// friendship (both see each other in their lists); sharing stays as each chose, so nothing is shared by accepting.
import { and, eq } from "drizzle-orm";
import { FRIENDS_TEXTS } from "../../../domain/friends/friends-texts";
import { friendRequests, friendships } from "../../db/schema";
import { AppError } from "../../platform/http/errors";

import { announceTo } from "./friends-events";
import { blockedEitherWay, pairOf, schoolmate, type Student } from "./friends-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

const requestNotFound = () => new AppError("request_not_found", FRIENDS_TEXTS.requestNotFound, 404);

export type Answer = "accept" | "decline" | "cancel";

export async function answerFriendRequest(
  { db, realtime }: UseCaseDeps,
  me: Student,
  requestId: string,
  answer: Answer,
) {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(friendRequests)
      .where(and(eq(friendRequests.id, requestId), eq(friendRequests.status, "pending")))
      .for("update");
    // Only its recipient answers it and only its sender cancels it; to anyone else it does not exist.
    const mine = answer === "cancel" ? request?.senderId === me.id : request?.recipientId === me.id;
    if (!request || !mine) throw requestNotFound();
    const otherId = answer === "cancel" ? request.recipientId : request.senderId;

    if (answer === "accept") {
      // The sender may have left the school, been suspended or been blocked since: then there is no one to accept.
      const other = await schoolmate(tx, me, { id: otherId });
      const blocks = await blockedEitherWay(tx, me.id, otherId);
      if (!other || blocks.byA || blocks.byB) throw requestNotFound();
      await tx.insert(friendships).values(pairOf(me.id, otherId)).onConflictDoNothing();
      // A request the other way is settled by this friendship too.
      await tx
        .update(friendRequests)
        .set({ status: "accepted", respondedAt: new Date() })
        .where(
          and(
            eq(friendRequests.status, "pending"),
            eq(friendRequests.senderId, me.id),
            eq(friendRequests.recipientId, otherId),
          ),
        );
    }
    const status = ({ accept: "accepted", decline: "declined", cancel: "cancelled" } as const)[answer];
    await tx.update(friendRequests).set({ status, respondedAt: new Date() }).where(eq(friendRequests.id, request.id));
    await announceTo(tx, realtime, [me.id, otherId], answer === "accept" ? "friendship" : "request");
    return { status };
  });
}
