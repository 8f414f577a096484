// What the platform services keep for every server process to share: generated secrets, rate-limit counters and the
// answers to requests sent with an idempotency key.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, timestamptz } from "./columns";

// Secrets the server generates once and every server process shares (e.g. the session signing secret).
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

// Fixed-window counters for rate limits (per IP, per account). In the database so they hold across server processes.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStartedAt: timestamptz("window_started_at").notNull().defaultNow(),
  },
  (t) => [index("rate_limits_window_started_at_idx").on(t.windowStartedAt)],
);

/**
 * The answer to each request a client sent with an `Idempotency-Key` (platform/database/idempotency.ts): a repeat of the key by
 * the same account, on the same operation, gets this answer instead of doing the write again. The primary key is what
 * makes it hold across server processes: a second request with the key waits on the first's row until it commits, then
 * fails and is answered from it.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Which mutation the key was used on ("send-message"): a key names one request of one operation.
    operation: text("operation").notNull(),
    key: text("key").notNull(),
    // A hash of the request's body: the same key with another body is refused rather than answered with the first.
    fingerprint: text("fingerprint").notNull(),
    // Written with the key, by the statement that does the write (idempotency.ts `storeAnswer`): a row always has them.
    status: integer("status"),
    body: jsonb("body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.operation, t.key] }),
    check("idempotent_requests_key_check", sql`char_length(${t.key}) between 1 and 128`),
    // Housekeeping deletes the answers past their retention.
    index("idempotent_requests_created_at_idx").on(t.createdAt),
  ],
);
