// My conversations, most recent first: the other person, the last message and how many of theirs I have not read.
import { sql } from "drizzle-orm";
import type { ConversationSummary } from "../../../domain/messaging/message-schemas";
import { type Db, queryRows } from "../../platform/db";
import type { SignedInUser } from "../../platform/access";

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
