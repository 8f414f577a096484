// A user's schedule entries in start-time order (the spec's "schedule_entries for user_id ordered by start_time").
import { asc, eq } from "drizzle-orm";
import type { ScheduleEntry } from "../../../domain/schedule/schedule-schemas";
import { scheduleEntries } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { entryColumns, toScheduleEntry } from "./schedule-queries";

export async function listScheduleEntries(db: Db, userId: string): Promise<ScheduleEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(scheduleEntries)
    .where(eq(scheduleEntries.userId, userId))
    .orderBy(asc(scheduleEntries.startTime), asc(scheduleEntries.endTime), asc(scheduleEntries.className));
  return rows.map(toScheduleEntry);
}
