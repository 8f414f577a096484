// How schedule entry rows read in the API, and how a calendar feed's token is stored and found.
import { createHash } from "node:crypto";
import type { ScheduleEntry } from "../../../domain/schedule/schedule-schemas";
import { scheduleEntries } from "../../db/schema";

/** The columns an entry shows; its owner and creation time stay inside. */
export const entryColumns = {
  id: scheduleEntries.id,
  className: scheduleEntries.className,
  teacherName: scheduleEntries.teacherName,
  roomNumber: scheduleEntries.roomNumber,
  startTime: scheduleEntries.startTime,
  endTime: scheduleEntries.endTime,
  daysOfWeek: scheduleEntries.daysOfWeek,
  updatedAt: scheduleEntries.updatedAt,
};

type EntryRow = Pick<typeof scheduleEntries.$inferSelect, keyof typeof entryColumns>;

export function toScheduleEntry(row: EntryRow): ScheduleEntry {
  return {
    id: row.id,
    className: row.className,
    teacherName: row.teacherName,
    roomNumber: row.roomNumber,
    startTime: row.startTime,
    endTime: row.endTime,
    daysOfWeek: row.daysOfWeek as ScheduleEntry["daysOfWeek"],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A calendar feed token: 32 random bytes, base64url, 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this hash of a feed's token is stored, so a copy of the database opens no feed. */
export const hashFeedToken = (token: string) => createHash("sha256").update(token).digest("hex");
