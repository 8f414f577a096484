// How many messages sent to me I have not read (the badge).
import { and, eq, sql } from "drizzle-orm";
import { messages } from "../../db/schema";
import type { Db } from "../../platform/db";
import type { SignedInUser } from "../../platform/access";

export async function countUnreadMessages(db: Db, me: SignedInUser): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.recipientId, me.id), eq(messages.isRead, false)));
  return Number(row?.n ?? 0);
}
