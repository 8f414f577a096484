// Removing a friend: both stop seeing what the other shared, at once.
import { FRIENDS_TEXTS } from "../../../domain/friends/friends-texts";
import { AppError } from "../../platform/http/errors";
import { announceTo } from "./friends-events";
import { endFriendship, type Student } from "./friends-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function removeFriend({ db, realtime }: UseCaseDeps, me: Student, friendId: string) {
  await db.transaction(async (tx) => {
    if (!(await endFriendship(tx, me.id, friendId))) {
      throw new AppError("friend_not_found", FRIENDS_TEXTS.friendNotFound, 404);
    }
    await announceTo(tx, realtime, [me.id, friendId], "friendship");
  });
}
