// Dates as the screens print them, in US English like the rest of the app's text: moments in the reader's time
// zone, calendar days as written. date-fns rather than Intl: a phone's first Intl date formatter costs it tens of
// milliseconds of work (its locale data), where date-fns' formats are plain code.
import { format, parseISO } from "date-fns";

/** "Nov 24, 2026": the day a moment fell on where the reader is. */
export function formatDate(iso: string): string {
  return format(new Date(iso), "PP");
}

/** "Nov 24, 2026, 3:05 PM". */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), "PPp");
}

/** "November 24, 2026". */
export function formatLongDate(iso: string): string {
  return format(new Date(iso), "MMMM d, yyyy");
}

/** "Tuesday, November 24" for the calendar day "2026-11-24", whatever the reader's time zone. */
export function formatCalendarDay(day: string): string {
  return format(parseISO(day), "EEEE, MMMM d");
}

let deviceZone: string | undefined;

/** The device's own time zone ("Europe/Paris"), read once: to tell a student elsewhere that times are the school's. */
export function deviceTimeZone(): string {
  deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deviceZone;
}
