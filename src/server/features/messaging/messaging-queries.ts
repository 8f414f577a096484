// How message rows read in the API.
import type { Message } from "../../../domain/messaging/message-schemas";
import type { messages } from "../../db/schema";

export const toMessage = (row: typeof messages.$inferSelect): Message => ({
  id: row.id,
  senderId: row.senderId,
  recipientId: row.recipientId,
  content: row.content,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
