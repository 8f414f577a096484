// Unblocking a student: they may find me and send me requests again.
import { and, eq } from "drizzle-orm";
import { FRIENDS_TEXTS } from "../../../domain/friends/friends-texts";
import { userBlocks } from "../../db/schema";
import { AppError } from "../../platform/http/errors";
import { announceTo } from "./friends-events";
import { type Student } from "./friends-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function unblockStudent({ db, realtime }: UseCaseDeps, me: Student, userId: string) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, me.id), eq(userBlocks.blockedId, userId)))
      .returning({ id: userBlocks.blockedId });
    if (!removed.length) throw new AppError("student_not_found", FRIENDS_TEXTS.studentNotFound, 404);
    await announceTo(tx, realtime, [me.id], "block");
  });
}
