// How schedule entry rows read in the API, and the event that tells a user's open screens their schedule changed.
import type { ScheduleEntry } from "../../../domain/schedule/schedule-schemas";
import { scheduleEntries } from "../../db/schema";
import type { Db, Tx } from "../../platform/db";
import type { RealtimeHub } from "../../platform/realtime";

export type ScheduleDeps = { db: Db; realtime: Pick<RealtimeHub, "publish"> };

/** Published on `user:<id>` when that user's entries change; clients refetch. */
export const SCHEDULE_CHANGED_EVENT = "schedule";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that is not a UUID names no entry (and must not reach a uuid column, which would fail the query). */
export const isEntryId = (id: string) => UUID.test(id);

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

export async function announceScheduleChange(realtime: ScheduleDeps["realtime"], tx: Db | Tx, userId: string) {
  await realtime.publish(tx, `user:${userId}`, SCHEDULE_CHANGED_EVENT);
}
