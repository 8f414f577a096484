// Comparing two students' schedules: the classes they take together, and the periods when both are free.
import { formatDuration, formatMinute12h, minuteOfDay } from "../schedule/class-timing";
import type { Weekday } from "../schedule/schedule-rules";

type Entry = {
  className: string;
  teacherName: string | null;
  startTime: string;
  endTime: string;
  daysOfWeek: readonly string[];
};

/** Class names and teachers compare without case and surrounding or repeated spaces: "Biology " = "biology". */
function sameText(a: string | null, b: string | null): boolean {
  const norm = (s: string | null) => (s ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  return norm(a) === norm(b);
}

/** The same class: same class name, same teacher and same start time (the definition). */
export function isSameClass(a: Entry, b: Entry): boolean {
  return a.startTime === b.startTime && sameText(a.className, b.className) && sameText(a.teacherName, b.teacherName);
}

/** The weekdays on which both entries are the same class (empty when they are not, or share no day). */
export function commonDays(a: Entry, b: Entry): Weekday[] {
  if (!isSameClass(a, b)) return [];
  return a.daysOfWeek.filter((day) => b.daysOfWeek.includes(day)) as Weekday[];
}

export type FreePeriod = {
  /** Minutes of the school day. */
  start: number;
  end: number;
  startTime: string;
  endTime: string;
  startLabel: string;
  endLabel: string;
  durationLabel: string;
};

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The periods of `weekday` when neither student has a class, inside the school day. The school day runs from the
 * first start to the last end of either student's classes that day: before the first bell and after the last one
 * nobody needs a plan. Overlapping or touching classes make one busy block, so back-to-back classes leave no gap;
 * a day when neither has a class has no periods.
 */
export function freePeriodsTogether(mine: readonly Entry[], theirs: readonly Entry[], weekday: Weekday): FreePeriod[] {
  const busy = [...mine, ...theirs]
    .filter((e) => e.daysOfWeek.includes(weekday))
    .map((e) => [minuteOfDay(e.startTime), minuteOfDay(e.endTime)] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const periods: FreePeriod[] = [];
  let busyUntil: number | null = null;
  for (const [start, end] of busy) {
    if (busyUntil !== null && start > busyUntil) periods.push(period(busyUntil, start));
    busyUntil = busyUntil === null ? end : Math.max(busyUntil, end);
  }
  return periods;
}

function period(start: number, end: number): FreePeriod {
  return {
    start,
    end,
    startTime: hhmm(start),
    endTime: hhmm(end),
    startLabel: formatMinute12h(start),
    endLabel: formatMinute12h(end),
    durationLabel: formatDuration(end - start),
  };
}
