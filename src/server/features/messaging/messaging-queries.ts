// How message rows read in the API.
import type { Message } from "../../../domain/messaging/message-schemas";
import { type SQL, sql } from "drizzle-orm";
import type { messages } from "../../db/schema";

export const toMessage = (row: typeof messages.$inferSelect): Message => ({
  id: row.id,
  senderId: row.senderId,
  recipientId: row.recipientId,
  content: row.content,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

/**
 * `toMessage` in SQL, for a statement that stores the answer it gives (a message sent with an Idempotency-Key): a
 * message row `m` as JSON, its time as `toISOString` writes it (to the millisecond, cut, as the driver's Date is).
 */
export const messageJson = (m: SQL) => sql`jsonb_build_object(
  'id', ${m}.id, 'senderId', ${m}.sender_id, 'recipientId', ${m}.recipient_id, 'content', ${m}.content,
  'isRead', ${m}.is_read,
  'createdAt', to_char(${m}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
