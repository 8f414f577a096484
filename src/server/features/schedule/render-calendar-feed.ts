// The calendar feed itself: a user's week as iCalendar, one weekly recurring event per entry, in the school's time
// zone with its VTIMEZONE, for calendar apps that subscribe to the private URL (they send no session).
import { TZDate } from "@date-fns/tz";
import { asc, eq } from "drizzle-orm";
import ical, { ICalEventRepeatingFreq, ICalWeekday } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { accountBlock } from "../../../domain/accounts/account-status";
import { minuteOfDay } from "../../../domain/schedule/class-timing";
import { WEEKDAYS, type Weekday } from "../../../domain/schedule/schedule-rules";
import { schoolClock } from "../../../domain/schedule/school-clock";
import { calendarFeeds, scheduleEntries, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { FEED_TOKEN_PATTERN, hashFeedToken } from "./schedule-queries";

const BY_DAY: Record<Weekday, ICalWeekday> = {
  Monday: ICalWeekday.MO,
  Tuesday: ICalWeekday.TU,
  Wednesday: ICalWeekday.WE,
  Thursday: ICalWeekday.TH,
  Friday: ICalWeekday.FR,
  Saturday: ICalWeekday.SA,
  Sunday: ICalWeekday.SU,
};

type FeedOptions = { timeZone: string; appName: string; publicUrl: string; now: Date };

/** The feed's iCalendar text, or null when the token is unknown, revoked, or its account may not be used. */
export async function renderCalendarFeed(db: Db, token: string, options: FeedOptions): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const [owner] = await db
    .select({ id: users.id, status: users.status, bannedUntil: users.bannedUntil, banReason: users.banReason })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, hashFeedToken(token)));
  if (!owner || accountBlock(owner, options.now)) return null;
  const entries = await db
    .select()
    .from(scheduleEntries)
    .where(eq(scheduleEntries.userId, owner.id))
    .orderBy(asc(scheduleEntries.startTime));
  return weekCalendar(entries, options);
}

/** The zone's VTIMEZONE and the TZID it declares (the library may name an alias canonically: UTC is Etc/UTC). */
function vtimezone(timeZone: string): { tzid: string; block: string | null } {
  const found = tzlib_get_ical_block(timeZone);
  if (!Array.isArray(found) || !found[0]) return { tzid: timeZone, block: null };
  return { tzid: found[1]?.replace(/^TZID=/, "") || timeZone, block: found[0] };
}

export function weekCalendar(entries: (typeof scheduleEntries.$inferSelect)[], options: FeedOptions): string {
  const { tzid, block } = vtimezone(options.timeZone);
  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    name: `${options.appName} schedule`,
    prodId: { company: options.appName, product: "Schedule", language: "EN" },
    // No calendar-wide zone name: with one, ical-generator would write DTSTAMP and LAST-MODIFIED as local times,
    // where RFC 5545 wants UTC. The generator still adds the VTIMEZONE of the zone the events name. Without a
    // VTIMEZONE from the library, TZID still names an IANA zone, which calendar apps know.
    timezone: { name: null, generator: () => block },
    // Calendar apps that honour it refresh hourly.
    ttl: 3600,
  });
  calendar.x("X-WR-TIMEZONE", tzid);
  for (const entry of entries) {
    const days = WEEKDAYS.filter((day) => entry.daysOfWeek.includes(day));
    if (days.length === 0) continue;
    calendar.createEvent({
      id: `${entry.id}@${host}`,
      start: onFirstDay(entry.updatedAt, days[0]!, entry.startTime, options.timeZone),
      end: onFirstDay(entry.updatedAt, days[0]!, entry.endTime, options.timeZone),
      timezone: tzid,
      stamp: options.now,
      lastModified: entry.updatedAt,
      summary: entry.className,
      location: entry.roomNumber || null,
      description: entry.teacherName || null,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: days.map((day) => BY_DAY[day]) },
    });
  }
  return calendar.toString();
}

/**
 * The first occurrence: on `day` of the school week (Monday to Sunday) in which the entry got its current form, at
 * `time` in the school's zone. A stable start keeps the series in place between refreshes of the feed.
 */
function onFirstDay(since: Date, day: Weekday, time: string, timeZone: string): TZDate {
  const clock = schoolClock(since, timeZone);
  const [year, month, date] = clock.date.split("-").map(Number) as [number, number, number];
  const offset = WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(clock.weekday);
  const minutes = minuteOfDay(time);
  return new TZDate(year, month - 1, date + offset, Math.floor(minutes / 60), minutes % 60, 0, timeZone);
}
