// How the end of a ban reads to the person: date and time in their own locale and time zone.

// Made on first use: building a date formatter costs a phone tens of milliseconds, too much for a page's first paint.
let formatter: Intl.DateTimeFormat | undefined;

export function formatBanEnd(iso: string): string {
  formatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "short" });
  return formatter.format(new Date(iso));
}
