// A new personal code for a student: the old one finds nobody from then on.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { friendCodeFrom } from "../../../domain/friends/friend-rules";
import { friendSettings } from "../../db/schema";
import { settingsOf, type Student } from "./friends-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

/** Replaces my personal code: the old one finds nobody from now on. */
export async function renewFriendCode({ db }: UseCaseDeps, me: Student) {
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
