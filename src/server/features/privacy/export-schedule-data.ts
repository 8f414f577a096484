// The schedule's part of "download my data": the user's entries, and whether a calendar feed is on (never its secret).
import { asc, eq } from "drizzle-orm";
import type { DataExport } from "../../../domain/privacy/privacy-schemas";
import { calendarFeeds, scheduleEntries } from "../../db/schema";
import type { Tx } from "../../platform/database/db";
import { iso } from "./export-dates";

export async function exportScheduleData(
  tx: Tx,
  userId: string,
): Promise<Pick<DataExport, "schedule" | "calendarFeed">> {
  const schedule = await tx
    .select({
      id: scheduleEntries.id,
      className: scheduleEntries.className,
      teacherName: scheduleEntries.teacherName,
      roomNumber: scheduleEntries.roomNumber,
      startTime: scheduleEntries.startTime,
      endTime: scheduleEntries.endTime,
      daysOfWeek: scheduleEntries.daysOfWeek,
      createdAt: scheduleEntries.createdAt,
      updatedAt: scheduleEntries.updatedAt,
    })
    .from(scheduleEntries)
    .where(eq(scheduleEntries.userId, userId))
    .orderBy(asc(scheduleEntries.startTime), asc(scheduleEntries.createdAt));
  const [feed] = await tx
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));

  return {
    schedule: schedule.map((e) => ({ ...e, createdAt: iso(e.createdAt), updatedAt: iso(e.updatedAt) })),
    calendarFeed: { enabled: Boolean(feed), createdAt: feed ? iso(feed.createdAt) : null },
  };
}
