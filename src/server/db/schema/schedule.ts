// Each user's timetable and their private calendar feed.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { WEEKDAYS } from "../../../domain/schedule/schedule-rules";
import { users } from "./accounts";
import { createdAt, updatedAt } from "./columns";

/** The values `days_of_week` may hold (the domain's weekdays, under the name the schema has always exported). */
export const weekdays = WEEKDAYS;

// The database's own spelling of the domain's TIME_PATTERN (PostgreSQL regular expressions).
const HH_MM = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

export const scheduleEntries = pgTable(
  "schedule_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    className: text("class_name").notNull(),
    teacherName: text("teacher_name"),
    roomNumber: text("room_number"),
    // Wall-clock "HH:MM" (24-hour) in the school's day, not an instant: a class at 08:30 is 08:30 every week.
    // Zero-padded, so text order is time order and end_time > start_time compares correctly.
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    daysOfWeek: text("days_of_week")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("schedule_entries_start_time_check", sql`${t.startTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("schedule_entries_end_time_check", sql`${t.endTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("schedule_entries_time_order_check", sql`${t.endTime} > ${t.startTime}`),
    check(
      "schedule_entries_days_of_week_check",
      sql`${t.daysOfWeek} <@ ARRAY[${sql.raw(weekdays.map((d) => `'${d}'`).join(", "))}]::text[]`,
    ),
    index("schedule_entries_user_id_start_time_idx").on(t.userId, t.startTime),
  ],
);

// A user's private calendar feed (/api/calendar/<token>.ics). Only the sha256 of the token is kept, so reading the
// database does not give anyone a feed URL. One feed per user: rotating replaces the hash, revoking deletes the row.
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("calendar_feeds_token_hash_unique"),
    createdAt: createdAt(),
  },
  (t) => [check("calendar_feeds_token_hash_check", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`)],
);

export type ScheduleEntry = typeof scheduleEntries.$inferSelect;
export type NewScheduleEntry = typeof scheduleEntries.$inferInsert;
export type CalendarFeed = typeof calendarFeeds.$inferSelect;
