// A student asks another student of their school to be friends, by email or by personal code. Every attempt counts
// against the hourly limit, found or not, so the endpoint cannot be used to probe who is a student here. A student
// who blocked me, or any other account, reads the same "not found".
import { and, desc, eq, or } from "drizzle-orm";
import {
  FRIEND_CODE_PATTERN,
  FRIEND_REQUEST_LIMIT,
  declineCooldownEndsAt,
  isInDeclineCooldown,
  normalizeFriendCode,
} from "../../../domain/friends/friend-rules";
import { FRIENDS_TEXTS } from "../../../domain/friends/friends-texts";
import { friendRequests, friendSettings } from "../../db/schema";
import type { Tx } from "../../platform/database/db";
import { AppError } from "../../platform/http/errors";
import { countAttempt } from "../../platform/http/rate-limit";

import { announceTo } from "./friends-events";
import { areFriends, blockedEitherWay, schoolmate, type Student } from "./friends-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

const notFound = () => new AppError("student_not_found", FRIENDS_TEXTS.noStudentFound, 404);

export async function sendFriendRequest(
  { db, realtime }: UseCaseDeps,
  me: Student,
  target: { email?: string | undefined; code?: string | undefined },
  now = new Date(),
) {
  await countAttempt(db, `friend-request:${me.id}`, FRIEND_REQUEST_LIMIT);

  let recipientId: string | null = null;
  if (target.email) {
    recipientId = (await schoolmate(db, me, { email: target.email }))?.id ?? null;
  } else if (target.code) {
    const code = normalizeFriendCode(target.code);
    if (!FRIEND_CODE_PATTERN.test(code)) throw new AppError("invalid_request", FRIENDS_TEXTS.invalidCode, 400);
    const [owner] = await db
      .select({ userId: friendSettings.userId })
      .from(friendSettings)
      .where(eq(friendSettings.friendCode, code));
    if (owner) recipientId = (await schoolmate(db, me, { id: owner.userId }))?.id ?? null;
  }
  if (!recipientId) throw notFound();
  if (recipientId === me.id) throw new AppError("not_yourself", FRIENDS_TEXTS.notYourself, 400);

  return db.transaction(async (tx) => {
    const blocks = await blockedEitherWay(tx, me.id, recipientId);
    if (blocks.byB) throw notFound();
    if (blocks.byA) throw new AppError("blocked", FRIENDS_TEXTS.youBlocked, 409);
    if (await areFriends(tx, me.id, recipientId))
      throw new AppError("already_friends", FRIENDS_TEXTS.alreadyFriends, 409);

    const open = await openBetween(tx, me.id, recipientId);
    if (open?.senderId === me.id) throw new AppError("already_requested", FRIENDS_TEXTS.alreadyRequested, 409);
    if (open) throw new AppError("they_asked_you", FRIENDS_TEXTS.theyAskedYou, 409);

    const [declined] = await tx
      .select({ respondedAt: friendRequests.respondedAt })
      .from(friendRequests)
      .where(
        and(
          eq(friendRequests.senderId, me.id),
          eq(friendRequests.recipientId, recipientId),
          eq(friendRequests.status, "declined"),
        ),
      )
      .orderBy(desc(friendRequests.respondedAt))
      .limit(1);
    if (isInDeclineCooldown(declined?.respondedAt, now)) {
      throw new AppError("declined_recently", FRIENDS_TEXTS.declinedRecently, 409, {
        retryAfter: declineCooldownEndsAt(declined!.respondedAt!).toISOString(),
      });
    }

    const [request] = await tx
      .insert(friendRequests)
      .values({ senderId: me.id, recipientId })
      .onConflictDoNothing()
      .returning({ id: friendRequests.id, createdAt: friendRequests.createdAt });
    if (!request) throw new AppError("already_requested", FRIENDS_TEXTS.alreadyRequested, 409);
    await announceTo(tx, realtime, [me.id, recipientId], "request");
    return { id: request.id };
  });
}

/** The pending request between two students, in either direction. */
async function openBetween(tx: Tx, a: string, b: string) {
  const [row] = await tx
    .select({ id: friendRequests.id, senderId: friendRequests.senderId })
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.status, "pending"),
        or(
          and(eq(friendRequests.senderId, a), eq(friendRequests.recipientId, b)),
          and(eq(friendRequests.senderId, b), eq(friendRequests.recipientId, a)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}
