// One conversation, page by page, newest first: the cursor is the oldest message already shown.
import { and, desc, sql } from "drizzle-orm";
import { decodeCursor, encodeCursor, MESSAGES_PAGE_SIZE } from "../../../domain/messaging/message-rules";
import { messages } from "../../db/schema";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { SignedInUser } from "../../platform/access";
import { between, toMessage } from "./messaging-queries";

/** One page of a conversation, newest first; `before` is the cursor of the oldest message already shown. */
export async function getConversationPage(
  db: Db,
  me: SignedInUser,
  otherUserId: string,
  options: { before?: string | undefined; limit?: number | undefined },
) {
  const limit = Math.min(Math.max(options.limit ?? MESSAGES_PAGE_SIZE, 1), 100);
  let olderThan;
  if (options.before) {
    const cursor = decodeCursor(options.before);
    if (!cursor) throw new AppError("invalid_cursor", "This page link is not valid");
    olderThan = sql`(${messages.createdAt}, ${messages.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(between(me.id, otherUserId), olderThan))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map(toMessage);
  const last = page.at(-1);
  return { messages: page, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null };
}
