// One conversation, page by page, newest first: the cursor is the oldest message already shown.
import { and, desc, eq, getTableColumns } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { MESSAGES_PAGE_SIZE } from "../../../domain/messaging/message-rules";
import { encodeCursor } from "../../../domain/paging/cursor";
import { messages } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { cursorTime, olderThanCursor } from "../../platform/database/cursor-sql";
import type { SignedInUser } from "../../platform/auth/access";
import { toMessage } from "./messaging-queries";

const newestFirst = [desc(messages.createdAt), desc(messages.id)];

/**
 * One page of a conversation, newest first; `before` is the cursor of the oldest message already shown. Each
 * direction (a → b, b → a) is read in the order of its own index and stops after a page, and the two are merged: the
 * newest page of a 5,000-message conversation costs what its oldest page costs (an OR of the two directions made
 * PostgreSQL read the whole conversation to sort it).
 */
export async function getConversationPage(
  db: Db,
  me: SignedInUser,
  otherUserId: string,
  options: { before?: string | undefined; limit?: number | undefined },
) {
  const limit = Math.min(Math.max(options.limit ?? MESSAGES_PAGE_SIZE, 1), 100);
  const olderThan = olderThanCursor(options.before, messages.createdAt, messages.id);
  const sentBy = (senderId: string, recipientId: string) =>
    db
      .select({ ...getTableColumns(messages), cursorTime: cursorTime(messages.createdAt) })
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.recipientId, recipientId), olderThan))
      .orderBy(...newestFirst)
      .limit(limit + 1);
  const rows =
    me.id === otherUserId
      ? await sentBy(me.id, me.id)
      : await unionAll(sentBy(me.id, otherUserId), sentBy(otherUserId, me.id))
          .orderBy(...newestFirst)
          .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    messages: page.map(toMessage),
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursorTime, last.id) : null,
  };
}
