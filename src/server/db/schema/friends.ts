// Friends and schedule sharing: requests, friendships, blocks, each student's share settings and the school-wide
// switch. Privacy first: sharing is off by default, rooms are hidden by default.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { FRIEND_REQUEST_STATUSES, SHARE_SCOPES } from "../../../domain/friends/friend-rules";
import { schools, users } from "./accounts";
import { createdAt, oneOf, timestamptz, updatedAt } from "./columns";

// One row per school that has changed a school-wide setting; a school without a row has the defaults.
export const schoolSettings = pgTable(
  "school_settings",
  {
    schoolId: integer("school_id")
      .primaryKey()
      .references(() => schools.id, { onDelete: "cascade" }),
    // Off: every shared view disappears for the whole school; friendships and share settings stay as they are.
    scheduleSharingEnabled: boolean("schedule_sharing_enabled").notNull().default(true),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("school_settings_updated_by_idx").on(t.updatedBy)],
);

// A student's personal code and what they share. Created on first use; no row means "shares with nobody".
export const friendSettings = pgTable(
  "friend_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    friendCode: text("friend_code").notNull().unique("friend_settings_friend_code_unique"),
    shareScope: text("share_scope", { enum: SHARE_SCOPES }).notNull().default("nobody"),
    showRooms: boolean("show_rooms").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("friend_settings_share_scope_check", oneOf(t.shareScope, SHARE_SCOPES)),
    check("friend_settings_friend_code_check", sql`${t.friendCode} ~ '^[A-HJKMNP-Z2-9]{8}$'`),
  ],
);

// The friends a student chose when sharing with "chosen friends". Kept when the scope changes, so it can return.
export const shareChosenFriends = pgTable(
  "share_chosen_friends",
  {
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendId: text("friend_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "share_chosen_friends_pkey", columns: [t.ownerId, t.friendId] }),
    check("share_chosen_friends_distinct_check", sql`${t.ownerId} <> ${t.friendId}`),
    index("share_chosen_friends_friend_id_idx").on(t.friendId),
  ],
);

export const friendRequests = pgTable(
  "friend_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: FRIEND_REQUEST_STATUSES }).notNull().default("pending"),
    respondedAt: timestamptz("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("friend_requests_status_check", oneOf(t.status, FRIEND_REQUEST_STATUSES)),
    check("friend_requests_distinct_check", sql`${t.senderId} <> ${t.recipientId}`),
    check("friend_requests_responded_at_check", sql`(${t.status} = 'pending') = (${t.respondedAt} is null)`),
    // One open request from a sender to a recipient.
    uniqueIndex("friend_requests_pending_sender_recipient_unique")
      .on(t.senderId, t.recipientId)
      .where(sql`${t.status} = 'pending'`),
    // "Requests to me" and, with the sender, the last decline for the 30-day rule.
    index("friend_requests_recipient_id_status_idx").on(t.recipientId, t.status),
    index("friend_requests_sender_id_recipient_id_status_idx").on(t.senderId, t.recipientId, t.status),
  ],
);

// A friendship is one row per pair, the smaller id first, so (a, b) and (b, a) cannot both exist.
export const friendships = pgTable(
  "friendships",
  {
    userLowId: text("user_low_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userHighId: text("user_high_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "friendships_pkey", columns: [t.userLowId, t.userHighId] }),
    check("friendships_order_check", sql`${t.userLowId} < ${t.userHighId}`),
    index("friendships_user_high_id_idx").on(t.userHighId),
  ],
);

export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "user_blocks_pkey", columns: [t.blockerId, t.blockedId] }),
    check("user_blocks_distinct_check", sql`${t.blockerId} <> ${t.blockedId}`),
    index("user_blocks_blocked_id_idx").on(t.blockedId),
  ],
);

export type SchoolSettings = typeof schoolSettings.$inferSelect;
export type FriendSettings = typeof friendSettings.$inferSelect;
export type FriendRequestRow = typeof friendRequests.$inferSelect;
export type Friendship = typeof friendships.$inferSelect;
export type UserBlock = typeof userBlocks.$inferSelect;
