// A schedule entry's weekdays, limits, texts and time pattern: what scheduleEntryInputSchema checks an entry with,
// and the weekdays the school clock and the timetables name.

/** Full English weekday names, Monday first: the only values `days_of_week` may hold. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SCHEDULE_LIMITS = { classNameMax: 100, teacherNameMax: 100, roomNumberMax: 30 } as const;

export const SCHEDULE_TEXTS = {
  classNameRequired: "Class name is required",
  classNameTooLong: `Class name must be at most ${SCHEDULE_LIMITS.classNameMax} characters`,
  teacherNameTooLong: `Teacher name must be at most ${SCHEDULE_LIMITS.teacherNameMax} characters`,
  roomNumberTooLong: `Room must be at most ${SCHEDULE_LIMITS.roomNumberMax} characters`,
  startTimeInvalid: "Start time must be a 24-hour time written HH:MM, such as 08:30",
  endTimeInvalid: "End time must be a 24-hour time written HH:MM, such as 14:05",
  endNotAfterStart: "End time must be after the start time",
  daysRequired: "Choose at least one day of the week",
  dayInvalid: `Days must be full English weekday names: ${WEEKDAYS.join(", ")}`,
  daysRepeated: "Each day of the week can be listed only once",
  entryNotFound: "Schedule entry not found",
  userNotFound: "User not found",
} as const;

/** "HH:MM", 24-hour, zero-padded: so text order is time order (the database compares them as text too). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
