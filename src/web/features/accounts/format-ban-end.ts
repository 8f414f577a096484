// How the end of a ban reads to the person: date and time in their own locale and time zone.

const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: "full", timeStyle: "short" });

export function formatBanEnd(iso: string): string {
  return formatter.format(new Date(iso));
}
