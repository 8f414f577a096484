// The schedule's texts: the entry rules refuse with them (schedule-schemas.ts), and the server's answers carry them.
import { SCHEDULE_LIMITS, WEEKDAYS } from "./schedule-rules";

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
