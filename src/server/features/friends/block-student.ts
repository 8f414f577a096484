// Blocking a student of my school ends the friendship and the pending requests both ways, and hides me from
// the blocked student's searches.
import { and, eq, or } from "drizzle-orm";
import { FRIENDS_TEXTS } from "../../../domain/friends/friends-texts";
import { friendRequests, userBlocks, users } from "../../db/schema";
import { AppError } from "../../platform/http/errors";
import { announceTo } from "./friends-events";
import { endFriendship, type Student } from "./friends-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function blockStudent({ db, realtime }: UseCaseDeps, me: Student, userId: string) {
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
