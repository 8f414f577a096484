// The live timing of a class on the Today's Schedule card, and how its times read. Everything works on whole minutes
// of the school day (0 = midnight, 1439 = 23:59), evaluated against the current minute, so the server and the
// browser agree to the minute.
import type { classStatuses } from "./schedule-schemas";

/** The card recomputes the timing this often (specification, section 9). */
export const CLOCK_REFRESH_MS = 30_000;
/** The last minutes before a start are the transition ("within the 5 minutes before start"). */
export const TRANSITION_MINUTES = 5;
/** A current class's badge turns red with this many minutes or fewer left. */
export const ENDING_SOON_MINUTES = 5;
/** An upcoming class's badge appears this many minutes or fewer before its start. */
export const STARTS_SOON_MINUTES = 15;

export type ClassStatus = (typeof classStatuses)[number];

export type ClassTiming = {
  status: ClassStatus;
  minutesUntilStart: number | null;
  minutesLeft: number | null;
  startsSoon: boolean;
  endingSoon: boolean;
};

/** "08:05" → 485. Throws on anything but a valid zero-padded 24-hour "HH:MM". */
export function minuteOfDay(time: string): number {
  // Read digit by digit: this runs for every class on every refresh of the schedule.
  const digit = (i: number) => time.charCodeAt(i) - 48;
  const h1 = digit(0);
  const h2 = digit(1);
  const m1 = digit(3);
  const m2 = digit(4);
  const hours = h1 * 10 + h2;
  const valid =
    time.length === 5 &&
    time[2] === ":" &&
    h1 >= 0 &&
    h1 <= 2 &&
    h2 >= 0 &&
    h2 <= 9 &&
    hours <= 23 &&
    m1 >= 0 &&
    m1 <= 5 &&
    m2 >= 0 &&
    m2 <= 9;
  if (!valid) throw new RangeError(`not a 24-hour HH:MM time: ${JSON.stringify(time)}`);
  return hours * 60 + m1 * 10 + m2;
}

/** "08:05" → "8:05 AM", "00:30" → "12:30 AM", "12:00" → "12:00 PM", "13:45" → "1:45 PM". */
export function formatTime12h(time: string): string {
  return formatMinute12h(minuteOfDay(time));
}

/** The same, from a minute of the day: 485 → "8:05 AM". */
export function formatMinute12h(minutes: number): string {
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, "0")} ${hours24 < 12 ? "AM" : "PM"}`;
}

/**
 * Hours and minutes, leaving out a part that is zero: 45 → "45m", 60 → "1h", 120 → "2h", 90 → "1h 30m".
 * Zero reads "0m" (an entry always lasts at least a minute, so only a caller's arithmetic can ask for it).
 */
export function formatDuration(totalMinutes: number): string {
  if (!Number.isInteger(totalMinutes) || totalMinutes < 0) {
    throw new RangeError(`not a whole number of minutes: ${totalMinutes}`);
  }
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes}m`;
  return minutes === 0 ? `${hours}h` : `${hours}h ${minutes}m`;
}

export function durationMinutes({ startTime, endTime }: { startTime: string; endTime: string }): number {
  return minuteOfDay(endTime) - minuteOfDay(startTime);
}

/**
 * Where a class stands at `nowMinute` (the current minute of the school day, seconds dropped):
 *
 * - upcoming:   more than 5 minutes before the start (start − now > 5);
 * - transition: 5 minutes or fewer before the start (1 ≤ start − now ≤ 5): exactly 5 minutes before is transition,
 *               since only "more than 5 minutes" is upcoming;
 * - current:    from the start minute (inclusive) to the end minute (exclusive): at 08:55 a class of 08:55–09:45 is
 *               current, at 09:45 it is completed, so back-to-back classes are never current at once;
 * - completed:  from the end minute on.
 *
 * The "starts in" badge shows from 15 minutes before the start until the start (it stays through the transition);
 * a current class's badge is red with 5 minutes or fewer left (minutesLeft = end − now, from the duration down to 1).
 */
export function classTiming(entry: { startTime: string; endTime: string }, nowMinute: number): ClassTiming {
  return timingBetween(minuteOfDay(entry.startTime), minuteOfDay(entry.endTime), nowMinute);
}

/** classTiming for a class given as minutes of the day. */
export function timingBetween(start: number, end: number, nowMinute: number): ClassTiming {
  if (nowMinute < start) {
    const minutesUntilStart = start - nowMinute;
    return {
      status: minutesUntilStart > TRANSITION_MINUTES ? "upcoming" : "transition",
      minutesUntilStart,
      minutesLeft: null,
      startsSoon: minutesUntilStart <= STARTS_SOON_MINUTES,
      endingSoon: false,
    };
  }
  if (nowMinute < end) {
    const minutesLeft = end - nowMinute;
    return {
      status: "current",
      minutesUntilStart: null,
      minutesLeft,
      startsSoon: false,
      endingSoon: minutesLeft <= ENDING_SOON_MINUTES,
    };
  }
  return { status: "completed", minutesUntilStart: null, minutesLeft: null, startsSoon: false, endingSoon: false };
}
