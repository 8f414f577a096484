// A schedule entry's weekdays, limits and time pattern: what scheduleEntryInputSchema checks an entry with,
// and the weekdays the school clock and the timetables name.

/** Full English weekday names, Monday first: the only values `days_of_week` may hold. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SCHEDULE_LIMITS = { classNameMax: 100, teacherNameMax: 100, roomNumberMax: 30 } as const;

/** "HH:MM", 24-hour, zero-padded: so text order is time order (the database compares them as text too). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
