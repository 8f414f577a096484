// Removing a friend and blocking a student. Both end the friendship at once, and with it anything shared between
// the two; blocking also drops pending requests both ways and hides me from the blocked student's searches.
import { and, eq, or } from "drizzle-orm";
import { FRIENDS_TEXTS } from "../../../domain/friends/friend-rules";
import { friendRequests, friendships, shareChosenFriends, userBlocks, users } from "../../db/schema";
import type { Db, Tx } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { FriendsDeps } from "./deps";
import { announceTo } from "./friends-events";
import { pairOf, type Student } from "./friends-queries";

/** Deletes the friendship and each one's choice of the other as a "chosen friend"; true when there was one. */
async function endFriendship(tx: Db | Tx, a: string, b: string): Promise<boolean> {
  const { userLowId, userHighId } = pairOf(a, b);
  const removed = await tx
    .delete(friendships)
    .where(and(eq(friendships.userLowId, userLowId), eq(friendships.userHighId, userHighId)))
    .returning({ low: friendships.userLowId });
  await tx
    .delete(shareChosenFriends)
    .where(
      or(
        and(eq(shareChosenFriends.ownerId, a), eq(shareChosenFriends.friendId, b)),
        and(eq(shareChosenFriends.ownerId, b), eq(shareChosenFriends.friendId, a)),
      ),
    );
  return removed.length > 0;
}

export async function removeFriend({ db, realtime }: FriendsDeps, me: Student, friendId: string) {
  await db.transaction(async (tx) => {
    if (!(await endFriendship(tx, me.id, friendId))) {
      throw new AppError("friend_not_found", FRIENDS_TEXTS.friendNotFound, 404);
    }
    await announceTo(tx, realtime, [me.id, friendId], "friendship");
  });
}

export async function blockStudent({ db, realtime }: FriendsDeps, me: Student, userId: string) {
  await db.transaction(async (tx) => {
    // Any student of my school, whatever their status: a suspended student may come back.
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.schoolId, me.schoolId), eq(users.role, "student")));
    if (!target || target.id === me.id) throw new AppError("student_not_found", FRIENDS_TEXTS.studentNotFound, 404);
    await tx.insert(userBlocks).values({ blockerId: me.id, blockedId: target.id }).onConflictDoNothing();
    await endFriendship(tx, me.id, target.id);
    await tx
      .update(friendRequests)
      .set({ status: "cancelled", respondedAt: new Date() })
      .where(
        and(
          eq(friendRequests.status, "pending"),
          or(
            and(eq(friendRequests.senderId, me.id), eq(friendRequests.recipientId, target.id)),
            and(eq(friendRequests.senderId, target.id), eq(friendRequests.recipientId, me.id)),
          ),
        ),
      );
    await announceTo(tx, realtime, [me.id, target.id], "block");
  });
}

export async function unblockStudent({ db, realtime }: FriendsDeps, me: Student, userId: string) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, me.id), eq(userBlocks.blockedId, userId)))
      .returning({ id: userBlocks.blockedId });
    if (!removed.length) throw new AppError("student_not_found", FRIENDS_TEXTS.studentNotFound, 404);
    await announceTo(tx, realtime, [me.id], "block");
  });
}
