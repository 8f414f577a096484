// How message rows read in the API, and the conditions the messaging reads share.
import { and, eq, or } from "drizzle-orm";
import type { Message } from "../../../domain/messaging/message-schemas";
import { messages } from "../../db/schema";

export const toMessage = (row: typeof messages.$inferSelect): Message => ({
  id: row.id,
  senderId: row.senderId,
  recipientId: row.recipientId,
  content: row.content,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

export const between = (a: string, b: string) =>
  or(
    and(eq(messages.senderId, a), eq(messages.recipientId, b)),
    and(eq(messages.senderId, b), eq(messages.recipientId, a)),
  );

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
