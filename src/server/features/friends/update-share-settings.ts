// A student's sharing choices: with all friends, chosen friends or nobody, rooms shown or not. Every friend is told
// at once, so a view that is no longer shared disappears on every device.
import { eq } from "drizzle-orm";
import { FRIENDS_TEXTS } from "../../../domain/friends/friends-texts";
import type { ShareSettingsInput } from "../../../domain/friends/friends-schemas";
import { friendSettings, shareChosenFriends } from "../../db/schema";
import { AppError } from "../../platform/http/errors";
import { announceTo } from "./friends-events";
import { friendsWithFacts, settingsOf, type Student } from "./friends-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function updateShareSettings({ db, realtime }: UseCaseDeps, me: Student, input: ShareSettingsInput) {
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
