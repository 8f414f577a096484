// The conversation summaries (db/schema/messaging.ts): each person's row per conversation, written in the transaction
// that writes the messages, so the conversation list and the unread badge never group the messages themselves.
import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { conversationSummaries, messages } from "../../db/schema";
import type { Db, Tx } from "../../platform/database/db";

type RecordedMessage = {
  id: string;
  senderId: string;
  recipientId: string;
  content: string;
  isRead: boolean;
};

const s = conversationSummaries;
// The newer of the stored last message and the one being recorded, by time then id (the order of a conversation's
// pages): two messages of one pair sent at once may commit in either order, and the later one must stay last.
const isNewer = sql`(excluded.last_message_at, excluded.last_message_id) > (${s.lastMessageAt}, ${s.lastMessageId})`;
const newerOf = (column: AnyPgColumn) =>
  sql`case when ${isNewer} then excluded.${sql.identifier(column.name)} else ${column} end`;

/**
 * Records a new message in both people's summaries: it becomes the last message of the conversation unless a later
 * one is already there, and the recipient has one more unread (unless it is stored as read). Both rows are written
 * in one statement, the lower owner id first, so two people writing to each other at once lock them in the same order.
 */
export async function recordMessageInSummaries(tx: Db | Tx, message: RecordedMessage) {
  const row = (ownerId: string, otherId: string, unreadCount: number) => ({
    ownerId,
    otherId,
    lastMessageId: message.id,
    lastMessage: message.content,
    // The stored time, to the microsecond (a JavaScript date keeps milliseconds), so the list sorts as the messages do.
    lastMessageAt: sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${message.id})`,
    unreadCount,
  });
  const unread = message.isRead ? 0 : 1;
  const rows =
    message.senderId === message.recipientId
      ? [row(message.senderId, message.senderId, unread)]
      : [row(message.senderId, message.recipientId, 0), row(message.recipientId, message.senderId, unread)].sort(
          (a, b) => (a.ownerId < b.ownerId ? -1 : 1),
        );
  await tx
    .insert(s)
    .values(rows)
    .onConflictDoUpdate({
      target: [s.ownerId, s.otherId],
      set: {
        lastMessageId: newerOf(s.lastMessageId),
        lastMessage: newerOf(s.lastMessage),
        lastMessageAt: newerOf(s.lastMessageAt),
        unreadCount: sql`${s.unreadCount} + excluded.unread_count`,
      },
    });
}

/**
 * `marked` messages of `otherId` to `ownerId` were just marked read: the owner's unread count drops by that many (not
 * to 0: a message sent meanwhile, not marked by this read, stays counted). Never below 0.
 */
export async function recordReadInSummaries(tx: Db | Tx, ownerId: string, otherId: string, marked: number) {
  if (marked <= 0) return;
  await tx
    .update(s)
    .set({ unreadCount: sql`greatest(${s.unreadCount} - ${marked}, 0)` })
    .where(and(eq(s.ownerId, ownerId), eq(s.otherId, otherId)));
}

/**
 * Every summary worked out again from the messages, set-wise: for messages written in bulk by SQL (the generated year,
 * the benchmarks' users). A conversation's last message is found once per pair of people (sorted by the pair in the
 * "C" collation, the cheapest; any fixed order groups them), then written as both people's row; the unread counts
 * come from the unread messages alone. The migration that made the table backfilled it with the same query.
 */
export const CONVERSATION_SUMMARIES_FROM_MESSAGES = `
  insert into conversation_summaries (owner_id, other_id, last_message_id, last_message, last_message_at, unread_count)
  select o.owner_id, o.other_id, l.id, l.content, l.created_at, coalesce(u.n, 0)
  from (
    select distinct on (least(sender_id collate "C", recipient_id), greatest(sender_id collate "C", recipient_id))
           least(sender_id collate "C", recipient_id) as a, greatest(sender_id collate "C", recipient_id) as b,
           id, content, created_at
    from messages
    order by least(sender_id collate "C", recipient_id), greatest(sender_id collate "C", recipient_id),
             created_at desc, id desc
  ) as l
  cross join lateral (values (l.a, l.b, true), (l.b, l.a, false)) as o(owner_id, other_id, first)
  left join (
    select recipient_id as owner_id, sender_id as other_id, count(*)::int as n
    from messages where not is_read group by recipient_id, sender_id
  ) as u on u.owner_id = o.owner_id and u.other_id = o.other_id
  -- A message to oneself makes one row, not two.
  where o.first or l.a <> l.b
  on conflict (owner_id, other_id) do update set
    last_message_id = excluded.last_message_id, last_message = excluded.last_message,
    last_message_at = excluded.last_message_at, unread_count = excluded.unread_count`;
