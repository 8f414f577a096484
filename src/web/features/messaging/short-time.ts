// A message's time as the lists show it: the time of day for today, the date before that.

// Made on first use: building a formatter loads the locale's data, which would slow down loading this module.
let formats: { time: Intl.DateTimeFormat; date: Intl.DateTimeFormat } | undefined;

export function shortTime(iso: string): string {
  formats ??= {
    time: new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }),
    date: new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" }),
  };
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString() ? formats.time.format(date) : formats.date.format(date);
}
