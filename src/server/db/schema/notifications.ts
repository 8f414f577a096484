// School-wide notifications an admin posts.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_TYPES } from "../../../domain/notifications/notification-texts";
import { users } from "./accounts";
import { createdAt, notBlank, oneOf, timestamptz, updatedAt } from "./columns";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull().default("info"),
    isActive: boolean("is_active").notNull().default(true),
    // Null: never expires.
    expiresAt: timestamptz("expires_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("notifications_type_check", oneOf(t.type, NOTIFICATION_TYPES)),
    check("notifications_title_check", sql`${notBlank(t.title)} and char_length(${t.title}) <= 100`),
    check("notifications_message_check", sql`${notBlank(t.message)} and char_length(${t.message}) <= 500`),
    index("notifications_is_active_expires_at_idx").on(t.isActive, t.expiresAt),
    index("notifications_created_at_idx").on(t.createdAt),
    index("notifications_created_by_idx").on(t.createdBy),
    // The audit log names a notification it points at by its id as text (audit_log.target_id).
    index("notifications_id_text_idx").on(sql`(${t.id}::text)`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
