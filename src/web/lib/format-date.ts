// Dates as the screens print them, with the browser's own Intl rather than a date library in every page's code:
// moments in the reader's time zone, calendar days as written. US English, as the rest of the app's text.

const formatters = new Map<string, Intl.DateTimeFormat>();

// Built on first use (building one costs more than formatting with it), then kept.
function formatter(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let made = formatters.get(name);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", options);
    formatters.set(name, made);
  }
  return made;
}

/** "Nov 24, 2026": the day a moment fell on where the reader is. */
export function formatDate(iso: string): string {
  return formatter("date", { dateStyle: "medium" }).format(new Date(iso));
}

/** "Nov 24, 2026, 3:05 PM". */
export function formatDateTime(iso: string): string {
  return formatter("dateTime", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** "November 24, 2026". */
export function formatLongDate(iso: string): string {
  return formatter("longDate", { dateStyle: "long" }).format(new Date(iso));
}

/** "Tuesday, November 24" for the calendar day "2026-11-24", whatever the reader's time zone. */
export function formatCalendarDay(day: string): string {
  return formatter("calendarDay", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
