// What the platform services keep for every server process to share: generated secrets and rate-limit counters.
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
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
