// The conversation summaries (db/schema/messaging.ts): each person's row per conversation, written in the transaction
// that writes the messages, so the conversation list and the unread badge never group the messages themselves.
import { and, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { conversationSummaries, type Message, messages } from "../../db/schema";
import type { Db, Tx } from "../../platform/database/db";
import { preparedStatement } from "../../platform/database/prepared-statement";
import { notifyEach } from "../../platform/realtime/realtime-notify";

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
 * Writes `rows` (owner_id, other_id, last_message_id, last_message, last_message_at, unread_count, in that order) into
 * the summaries: each becomes its conversation's last message unless a later one is already there, and adds its
 * unread count.
 */
const upsertSummaries = (rows: SQL) => sql`
  insert into ${s} (owner_id, other_id, last_message_id, last_message, last_message_at, unread_count) ${rows}
  on conflict (owner_id, other_id) do update set
    last_message_id = ${newerOf(s.lastMessageId)}, last_message = ${newerOf(s.lastMessage)},
    last_message_at = ${newerOf(s.lastMessageAt)}, unread_count = ${s.unreadCount} + excluded.unread_count`;

/**
 * Both people's rows of a message, the lower owner id first, so two people writing to each other at once lock them
 * in the same order; the recipient's counts it unread (unless it is stored as read). A message to oneself: one row.
 */
function owners(senderId: string, recipientId: string, unread: number) {
  if (senderId === recipientId) return [{ ownerId: senderId, otherId: senderId, unread }];
  const rows = [
    { ownerId: senderId, otherId: recipientId, unread: 0 },
    { ownerId: recipientId, otherId: senderId, unread },
  ];
  return rows.sort((a, b) => (a.ownerId < b.ownerId ? -1 : 1));
}

/**
 * Records a stored message in both people's summaries: it becomes the last message of the conversation unless a later
 * one is already there, and the recipient has one more unread (unless it is stored as read).
 */
export async function recordMessageInSummaries(tx: Db | Tx, message: RecordedMessage) {
  // The stored time, to the microsecond (a JavaScript date keeps milliseconds), so the list sorts as the messages do.
  const storedAt = sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${message.id})`;
  const rows = owners(message.senderId, message.recipientId, message.isRead ? 0 : 1).map(
    (o) => sql`(${o.ownerId}, ${o.otherId}, ${message.id}, ${message.content}, ${storedAt}, ${o.unread})`,
  );
  await tx.execute(upsertSummaries(sql`values ${sql.join(rows, sql`, `)}`));
}

export type OutgoingMessage = { id: string; senderId: string; recipientId: string; content: string };

const p = (name: string) => sql.placeholder(name);
/** The message's columns as this version knows them, never `*` (see preparedStatement). */
const messageColumns = Object.values(getTableColumns(messages)).map((column) => sql.identifier(column.name));
/**
 * Stores a new message, writes both people's summaries from its row (the lower owner id first, as `owners` orders
 * them; one row for a message to oneself) and sends the NOTIFY payloads it is given, in one prepared statement: a
 * single round trip of the sending transaction, which holds a pool connection meanwhile.
 */
const insertMessage = preparedStatement<Record<string, unknown>>(
  "insert_message_with_summaries",
  sql`
  with m as (
    insert into ${messages} (id, sender_id, recipient_id, content)
    values (${p("id")}, ${p("senderId")}, ${p("recipientId")}, ${p("content")})
    returning ${sql.join(messageColumns, sql`, `)}
  ), summaries as (${upsertSummaries(sql`
    select o.owner_id, o.other_id, m.id, m.content, m.created_at, o.unread
    from m cross join (values (${p("first")}::text, ${p("second")}::text, ${p("firstUnread")}::int, 0),
                              (${p("second")}::text, ${p("first")}::text, ${p("secondUnread")}::int, 1))
      as o(owner_id, other_id, unread, rank)
    where o.rank = 0 or o.owner_id <> o.other_id
    order by o.rank`)}
  )
  select ${sql.join(
    messageColumns.map((column) => sql`m.${column}`),
    sql`, `,
  )}, ${notifyEach(p("payloads"))} as notified from m`,
);

/** Stores a new message and records it in both summaries, and sends `payloads` (the hub's, for the events of it). */
export async function insertMessageWithSummaries(tx: Tx, message: OutgoingMessage, payloads: string[]) {
  const [first, second] = owners(message.senderId, message.recipientId, 1);
  const [row] = await insertMessage(tx, {
    ...message,
    first: first!.ownerId,
    firstUnread: first!.unread,
    second: second?.ownerId ?? first!.ownerId,
    secondUnread: second?.unread ?? 0,
    payloads,
  });
  return Object.fromEntries(
    Object.entries(getTableColumns(messages)).map(([key, column]) => [
      key,
      column.mapFromDriverValue(row![column.name]),
    ]),
  ) as Message;
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
