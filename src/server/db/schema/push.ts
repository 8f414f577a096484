// Web Push: each browser that asked for notifications (bound to the session that subscribed it), each person's
// choices, and the queue of pushes still to send (jobs fan out to one delivery per device).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { PUSH_KINDS } from "../../../domain/push/push-rules";
import { sessions, users } from "./accounts";
import { createdAt, oneOf, timestamptz } from "./columns";

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Signing out (or deleting the session) ends the subscription with it.
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique("push_subscriptions_endpoint_unique"),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    label: text("label").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("push_subscriptions_user_id_idx").on(t.userId),
    index("push_subscriptions_session_id_idx").on(t.sessionId),
  ],
);

export const pushPreferences = pgTable("push_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  schoolWide: boolean("school_wide").notNull().default(true),
  messages: boolean("messages").notNull().default(true),
  jenga: boolean("jenga").notNull().default(false),
  spikeball: boolean("spikeball").notNull().default(false),
  hideMessageText: boolean("hide_message_text").notNull().default(false),
});

// A push a use case asked for, written in its transaction: it is sent only if that commits, and survives a restart.
export const pushJobs = pgTable(
  "push_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: PUSH_KINDS }).notNull(),
    // Null: everyone with a device (school-wide notifications).
    userIds: text("user_ids").array(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    // The body is a message's text: readers who hide message text get the hidden wording instead.
    bodyIsMessageText: boolean("body_is_message_text").notNull().default(false),
    url: text("url").notNull(),
    // The realtime topic whose live followers see the event on screen and need no push.
    topic: text("topic"),
    createdAt: createdAt(),
  },
  (t) => [check("push_jobs_kind_check", oneOf(t.kind, PUSH_KINDS)), index("push_jobs_created_at_idx").on(t.createdAt)],
);

// One push to one device. A process claims it for a while (`claimedUntil`): a crash mid-send lets another process
// send it again once the claim runs out; never two at the same time.
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    payload: text("payload").notNull(),
    topic: text("topic"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    claimedUntil: timestamptz("claimed_until"),
    createdAt: createdAt(),
  },
  (t) => [
    index("push_deliveries_next_attempt_at_idx").on(t.nextAttemptAt),
    index("push_deliveries_subscription_id_idx").on(t.subscriptionId),
    check("push_deliveries_attempts_check", sql`${t.attempts} >= 0`),
  ],
);
