// "Today" and "now" in the school's time zone, whatever zone the server or the device runs in.
import { tzOffset } from "@date-fns/tz";
import { WEEKDAYS, type Weekday } from "./schedule-rules";

export type SchoolClock = {
  timeZone: string;
  /** The school's calendar date, YYYY-MM-DD. */
  date: string;
  weekday: Weekday;
  /** Minutes since the school's midnight, seconds dropped: 0 at 00:00, 1439 at 23:59. */
  minuteOfDay: number;
  isWeekend: boolean;
};

// Date#getDay() order: Sunday is 0.
const BY_DAY_NUMBER: readonly Weekday[] = [WEEKDAYS[6], ...WEEKDAYS.slice(0, 6)];

// Building an Intl.DateTimeFormat costs tens of microseconds; a zone once found valid stays valid.
const knownZones = new Set<string>();

/** True for an IANA zone name this runtime knows ("Europe/Paris", "UTC"); false for anything else. */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    knownZones.add(timeZone);
    return true;
  } catch {
    return false;
  }
}

export function isWeekend(weekday: Weekday): boolean {
  return weekday === "Saturday" || weekday === "Sunday";
}

/** The school's date, weekday and minute of the day at `instant`. */
export function schoolClock(instant: Date, timeZone: string): SchoolClock {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`unknown time zone: ${timeZone}`);
  // The school's wall clock, read with the UTC getters of the instant moved by the zone's offset at that instant.
  // Not TZDate: it copies its getters from Date.prototype's own properties when it loads, so under a faked Date (the
  // browser tests set the clock with Playwright's) it silently reads the device's zone instead of the school's.
  const wall = new Date(instant.getTime() + tzOffset(timeZone, instant) * 60_000);
  const weekday = BY_DAY_NUMBER[wall.getUTCDay()]!;
  const date = [
    String(wall.getUTCFullYear()).padStart(4, "0"),
    String(wall.getUTCMonth() + 1).padStart(2, "0"),
    String(wall.getUTCDate()).padStart(2, "0"),
  ].join("-");
  return {
    timeZone,
    date,
    weekday,
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
    isWeekend: isWeekend(weekday),
  };
}
