// Direct messages between two users.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, notBlank, timestamptz, updatedAt } from "./columns";

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
    // The id too, so that a page ordered by (created_at, id) stops after its rows instead of sorting the conversation.
    index("messages_sender_recipient_created_at_id_idx").on(t.senderId, t.recipientId, t.createdAt, t.id),
    // The admin activity feed (recent messages sent).
    index("messages_created_at_idx").on(t.createdAt),
  ],
);

/**
 * Each person's conversations, one row per (owner, other person): the last message and how many of the other's the
 * owner has not read. Written in the transaction that sends or reads a message (messaging-summary-queries.ts), so the
 * conversation list reads a page of rows instead of grouping every message of its owner.
 */
export const conversationSummaries = pgTable(
  "conversation_summaries",
  {
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    otherId: text("other_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The last message of the conversation, either way; its id breaks a tie of times as a conversation's pages do.
    lastMessageId: uuid("last_message_id").notNull(),
    lastMessage: text("last_message").notNull(),
    lastMessageAt: timestamptz("last_message_at").notNull(),
    unreadCount: integer("unread_count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.otherId] }),
    check("conversation_summaries_unread_count_check", sql`${t.unreadCount} >= 0`),
    // The conversation list, most recent first, a page at a time: read backwards, it gives ORDER BY last_message_at
    // DESC, other_id DESC (nulls first, as DESC means; an index declared DESC NULLS LAST could not serve it).
    index("conversation_summaries_owner_last_message_idx").on(t.ownerId, t.lastMessageAt, t.otherId),
    // The unread badge: a sum over the owner's conversations that have unread messages.
    index("conversation_summaries_owner_unread_idx")
      .on(t.ownerId, t.unreadCount)
      .where(sql`${t.unreadCount} > 0`),
    // Deleting a user removes the rows that name them as the other person.
    index("conversation_summaries_other_id_idx").on(t.otherId),
  ],
);

export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
