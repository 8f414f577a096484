// Today's classes for the Today's Schedule card and the iOS app: "today" and "now" are the school's, in its zone,
// and every timing field comes from the same domain functions the browser uses. `now` is passed in, so tests and
// callers choose the instant.
import { and, asc, eq, sql } from "drizzle-orm";
import type { TodaySchedule } from "../../../domain/schedule/schedule-schemas";
import { schoolClock } from "../../../domain/schedule/school-clock";
import { todayClasses } from "../../../domain/schedule/today-schedule";
import { scheduleEntries } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { entryColumns, toScheduleEntry } from "./schedule-queries";

// The dashboard asks for this on every visit and every refresh: built once per database and prepared on the server.
const prepared = new WeakMap<Db, ReturnType<typeof prepareTodayQuery>>();

function prepareTodayQuery(db: Db) {
  return db
    .select(entryColumns)
    .from(scheduleEntries)
    .where(
      and(
        eq(scheduleEntries.userId, sql.placeholder("userId")),
        sql`${sql.placeholder("weekday")}::text = any(${scheduleEntries.daysOfWeek})`,
      ),
    )
    .orderBy(asc(scheduleEntries.startTime))
    .prepare("schedule_today");
}

export async function getTodaySchedule(
  db: Db,
  userId: string,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<TodaySchedule> {
  const clock = schoolClock(now, timeZone);
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = prepareTodayQuery(db)));
  const rows = await query.execute({ userId, weekday: clock.weekday });
  const today = todayClasses(rows.map(toScheduleEntry), clock, timeZone);
  return {
    timeZone,
    date: today.date,
    weekday: today.weekday,
    isWeekend: today.isWeekend,
    serverTime: now.toISOString(),
    minuteOfDay: today.minuteOfDay,
    classes: today.classes,
  };
}
