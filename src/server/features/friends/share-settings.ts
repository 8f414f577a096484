// A student's sharing choices: with all friends, chosen friends or nobody, rooms shown or not; and a new personal
// code. Every friend is told at once, so a view that is no longer shared disappears on every device.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { friendCodeFrom } from "../../../domain/friends/friend-rules";
import { FRIENDS_TEXTS } from "../../../domain/friends/friend-rules";
import type { ShareSettingsInput } from "../../../domain/friends/friends-schemas";
import { friendSettings, shareChosenFriends } from "../../db/schema";
import { AppError } from "../../platform/errors";
import type { FriendsDeps } from "./deps";
import { announceTo } from "./friends-events";
import { friendsWithFacts, settingsOf, type Student } from "./friends-queries";

export async function updateShareSettings({ db, realtime }: FriendsDeps, me: Student, input: ShareSettingsInput) {
  await db.transaction(async (tx) => {
    await settingsOf(tx, me.id);
    const friendIds = (await friendsWithFacts(tx, me)).map((f) => f.id);
    const chosen = [...new Set(input.chosenFriendIds)];
    if (chosen.some((id) => !friendIds.includes(id))) {
      throw new AppError("invalid_request", FRIENDS_TEXTS.chosenMustBeFriends, 400);
    }
    await tx
      .update(friendSettings)
      .set({ shareScope: input.shareScope, showRooms: input.showRooms })
      .where(eq(friendSettings.userId, me.id));
    await tx.delete(shareChosenFriends).where(eq(shareChosenFriends.ownerId, me.id));
    if (chosen.length) {
      await tx.insert(shareChosenFriends).values(chosen.map((friendId) => ({ ownerId: me.id, friendId })));
    }
    await announceTo(tx, realtime, [me.id, ...friendIds], "sharing");
  });
}

/** Replaces my personal code: the old one finds nobody from now on. */
export async function renewFriendCode({ db }: FriendsDeps, me: Student) {
  await settingsOf(db, me.id);
  for (let attempt = 0; attempt < 5; attempt++) {
    const updated = await db
      .update(friendSettings)
      .set({ friendCode: friendCodeFrom(randomBytes(8)) })
      .where(eq(friendSettings.userId, me.id))
      .returning({ friendCode: friendSettings.friendCode })
      .catch((err: unknown) => {
        // A collision with another student's code (unique violation): try another one.
        if ((err as { code?: string; cause?: { code?: string } }).code === "23505") return null;
        if ((err as { cause?: { code?: string } }).cause?.code === "23505") return null;
        throw err;
      });
    if (updated?.[0]) return updated[0].friendCode;
  }
  throw new Error("could not renew the friend code");
}
