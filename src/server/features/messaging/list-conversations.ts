// My conversations, most recent first, a page at a time: the other person, the last message and how many of theirs
// I have not read, read from my conversation summaries (kept on every send and read), never from the messages.
import { count, desc, eq } from "drizzle-orm";
import type { ConversationList, ConversationListQuery } from "../../../domain/messaging/message-schemas";
import { pageOffset } from "../../../domain/paging/paging";
import { conversationSummaries, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import type { SignedInUser } from "../../platform/auth/access";

export async function listConversations(
  db: Db,
  me: SignedInUser,
  { page, pageSize }: ConversationListQuery,
): Promise<ConversationList> {
  const s = conversationSummaries;
  const mine = eq(s.ownerId, me.id);
  // The page first (an ordered index scan of my rows with LIMIT/OFFSET), then the names of its people.
  const pageRows = db
    .select()
    .from(s)
    .where(mine)
    .orderBy(desc(s.lastMessageAt), desc(s.otherId))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize))
    .as("page");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: pageRows.otherId,
        userName: users.name,
        userEmail: users.email,
        lastMessage: pageRows.lastMessage,
        lastMessageAt: pageRows.lastMessageAt,
        unreadCount: pageRows.unreadCount,
      })
      .from(pageRows)
      .innerJoin(users, eq(users.id, pageRows.otherId))
      .orderBy(desc(pageRows.lastMessageAt), desc(pageRows.otherId)),
    db.select({ n: count() }).from(s).where(mine),
  ]);
  return {
    conversations: rows.map(({ lastMessageAt, ...row }) => ({
      ...row,
      lastMessageTime: new Date(lastMessageAt).toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}
