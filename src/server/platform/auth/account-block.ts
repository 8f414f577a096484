// Whether an account may be used: the same check and the same words wherever a blocked account is refused (session
// resolution, better-auth's hooks), with a ban whose end has passed lifted on the way.
import { eq, sql } from "drizzle-orm";
import type { AccountBlock } from "../../../domain/accounts/account-schemas";
import { accountBlock } from "../../../domain/accounts/account-status";
import { users } from "../../db/schema";
import type { Db } from "../database/db";

/** The 403 of a blocked account, the same wherever it is refused. */
export function blockedAccountMessage(block: AccountBlock) {
  return block.status === "suspended" ? "Your account has been suspended." : "Your account has been banned";
}

/**
 * Reads the account's status, lifting a ban whose end has passed; returns why the account is blocked, or null.
 */
export async function refreshAccountStatus(db: Db, userId: string) {
  const [user] = await db
    .select({ status: users.status, bannedUntil: users.bannedUntil, banReason: users.banReason })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const now = new Date();
  const block = accountBlock(user, now);
  if (!block && user.status !== "active") {
    await db
      .update(users)
      .set({ status: "active", bannedUntil: null, banReason: null })
      .where(sql`${users.id} = ${userId} and ${users.status} = 'banned' and ${users.bannedUntil} <= now()`);
  }
  return block;
}
