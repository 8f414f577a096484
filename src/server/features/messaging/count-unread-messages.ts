// How many messages sent to me I have not read (the badge): the sum of my conversations' unread counts, read from
// the index of those that have any.
import { and, eq, gt, sql } from "drizzle-orm";
import { conversationSummaries } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import type { SignedInUser } from "../../platform/auth/access";

export async function countUnreadMessages(db: Db, me: SignedInUser): Promise<number> {
  const s = conversationSummaries;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${s.unreadCount}), 0)::int` })
    .from(s)
    .where(and(eq(s.ownerId, me.id), gt(s.unreadCount, 0)));
  return Number(row?.n ?? 0);
}
