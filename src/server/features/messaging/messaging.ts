// Messaging use cases: send (students to administrators, administrators to anyone), the conversation list, one
// conversation page by page (newest first), marking read, and the people one may write to.
import { and, asc, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { ConversationSummary, Message } from "../../../domain/messaging/message-schemas";
import {
  decodeCursor,
  encodeCursor,
  MESSAGE_TEXTS,
  MESSAGES_PAGE_SIZE,
  maySend,
} from "../../../domain/messaging/message-rules";
import { messages, users } from "../../db/schema";
import { type Db, queryRows } from "../../platform/db";
import { AppError, forbidden } from "../../platform/errors";
import type { RealtimeHub } from "../../platform/realtime";
import type { SignedInUser } from "../../platform/access";

type Deps = { db: Db; realtime: Pick<RealtimeHub, "publish"> };

const toMessage = (row: typeof messages.$inferSelect): Message => ({
  id: row.id,
  senderId: row.senderId,
  recipientId: row.recipientId,
  content: row.content,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

export async function sendMessage({ db, realtime }: Deps, sender: SignedInUser, recipientId: string, content: string) {
  const [recipient] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient) throw new AppError("missing_information", MESSAGE_TEXTS.missingInformation);
  if (!maySend(sender, recipient)) throw forbidden(MESSAGE_TEXTS.studentsMessageAdmins);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(messages).values({ senderId: sender.id, recipientId, content }).returning();
    const event = { id: row!.id, senderId: sender.id, recipientId };
    // Both sides follow their own user topic: the recipient's open thread and list, the sender's other tabs.
    await realtime.publish(tx, `user:${recipientId}`, "message", event);
    await realtime.publish(tx, `user:${sender.id}`, "message", event);
    // The admin console's recent activity lists messages sent (who and when, never the text).
    await realtime.publish(tx, "admin", "activity-changed", { messageId: row!.id });
    return toMessage(row!);
  });
}

export async function listConversations(db: Db, me: SignedInUser): Promise<ConversationSummary[]> {
  const rows = await queryRows<{
    user_id: string;
    user_name: string;
    user_email: string;
    last_message: string;
    last_message_time: Date | string;
    unread_count: number;
  }>(
    db,
    sql`
    with mine as (
      select case when sender_id = ${me.id} then recipient_id else sender_id end as other_id,
             content, created_at, is_read, recipient_id
      from messages
      where sender_id = ${me.id} or recipient_id = ${me.id}
    ), last_message as (
      select distinct on (other_id) other_id, content, created_at
      from mine order by other_id, created_at desc
    ), unread as (
      select other_id, count(*) filter (where recipient_id = ${me.id} and not is_read)::int as n
      from mine group by other_id
    )
    select u.id as user_id, u.name as user_name, u.email as user_email, l.content as last_message,
           l.created_at as last_message_time, un.n as unread_count
    from last_message l
    join unread un on un.other_id = l.other_id
    join users u on u.id = l.other_id
    order by l.created_at desc`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    userName: r.user_name,
    userEmail: r.user_email,
    lastMessage: r.last_message,
    lastMessageTime: new Date(r.last_message_time).toISOString(),
    unreadCount: Number(r.unread_count),
  }));
}

const between = (a: string, b: string) =>
  or(
    and(eq(messages.senderId, a), eq(messages.recipientId, b)),
    and(eq(messages.senderId, b), eq(messages.recipientId, a)),
  );

/** One page of a conversation, newest first; `before` is the cursor of the oldest message already shown. */
export async function conversationPage(
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

/** Marks as read what the other user sent me; my other tabs update their badges. */
export async function markConversationRead({ db, realtime }: Deps, me: SignedInUser, otherUserId: string) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(messages)
      .set({ isRead: true })
      .where(and(eq(messages.senderId, otherUserId), eq(messages.recipientId, me.id), eq(messages.isRead, false)))
      .returning({ id: messages.id });
    if (updated.length) await realtime.publish(tx, `user:${me.id}`, "messages-read", { otherUserId });
    return updated.length;
  });
}

export async function unreadCount(db: Db, me: SignedInUser): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.recipientId, me.id), eq(messages.isRead, false)));
  return Number(row?.n ?? 0);
}

/** Who I may write to: for a student, the administrators; for an administrator, anyone matching the search. */
export async function peopleToMessage(db: Db, me: SignedInUser, search: string | undefined, limit = 20) {
  const term = search?.trim();
  const matches = term
    ? or(ilike(users.name, `%${escapeLike(term)}%`), ilike(users.email, `%${escapeLike(term)}%`))
    : undefined;
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        ne(users.id, me.id),
        eq(users.status, "active"),
        me.role === "admin" ? undefined : eq(users.role, "admin"),
        matches,
      ),
    )
    .orderBy(asc(users.name))
    .limit(Math.min(Math.max(limit, 1), 50));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
