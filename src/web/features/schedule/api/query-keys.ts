// Query keys of the schedule feature: a `schedule` event on my user topic refetches the entries.
export const scheduleKeys = {
  all: ["schedule"] as const,
  settings: () => ["schedule", "settings"] as const,
  entries: () => ["schedule", "entries"] as const,
  calendarFeed: () => ["schedule", "calendar-feed"] as const,
};
