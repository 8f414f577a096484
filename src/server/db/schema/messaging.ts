// Direct messages between two users.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, notBlank, updatedAt } from "./columns";

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("messages_content_check", sql`${notBlank(t.content)} and char_length(${t.content}) <= 5000`),
    // Unread counts and mark-as-read for one recipient.
    index("messages_recipient_id_is_read_idx").on(t.recipientId, t.isRead),
    // One conversation: (a -> b) and (b -> a), each in time order; also the conversation list's last message.
    index("messages_sender_recipient_created_at_idx").on(t.senderId, t.recipientId, t.createdAt),
    // The admin activity feed (recent messages sent).
    index("messages_created_at_idx").on(t.createdAt),
  ],
);

export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
