// A schedule entry's rules, checked by the API (the iOS app writes entries), by the admin timetable import and, later,
// by the browser; plus the shapes the schedule endpoints answer with, so the web app derives its types from them.
import { z } from "zod";
import { SCHEDULE_LIMITS, TIME_PATTERN, WEEKDAYS } from "./schedule-rules";
import { SCHEDULE_TEXTS } from "./schedule-texts";

const time = (message: string) => z.string({ message }).regex(TIME_PATTERN, message);

/** Empty or missing is "none", stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

const daysOfWeek = z
  .array(z.enum(WEEKDAYS, { message: SCHEDULE_TEXTS.dayInvalid }), { message: SCHEDULE_TEXTS.daysRequired })
  .min(1, SCHEDULE_TEXTS.daysRequired)
  // Seven distinct days at most: a longer list can only repeat one (and is refused before the check below runs).
  .max(WEEKDAYS.length, SCHEDULE_TEXTS.daysRepeated)
  .refine((days) => new Set(days).size === days.length, SCHEDULE_TEXTS.daysRepeated)
  // Stored in week order, whatever order they came in.
  .transform((days) => WEEKDAYS.filter((day) => days.includes(day)));

/** What a client sends to create or replace an entry. */
export const scheduleEntryInputSchema = z
  .object({
    className: z
      .string({ message: SCHEDULE_TEXTS.classNameRequired })
      .trim()
      .min(1, SCHEDULE_TEXTS.classNameRequired)
      .max(SCHEDULE_LIMITS.classNameMax, SCHEDULE_TEXTS.classNameTooLong),
    teacherName: optionalText(SCHEDULE_LIMITS.teacherNameMax, SCHEDULE_TEXTS.teacherNameTooLong),
    roomNumber: optionalText(SCHEDULE_LIMITS.roomNumberMax, SCHEDULE_TEXTS.roomNumberTooLong),
    startTime: time(SCHEDULE_TEXTS.startTimeInvalid),
    endTime: time(SCHEDULE_TEXTS.endTimeInvalid),
    daysOfWeek,
  })
  // Only once both times are valid: "end after start" says nothing useful about "9.00".
  .refine(
    (entry) =>
      !TIME_PATTERN.test(entry.startTime) || !TIME_PATTERN.test(entry.endTime) || entry.endTime > entry.startTime,
    { path: ["endTime"], message: SCHEDULE_TEXTS.endNotAfterStart },
  );
export type ValidScheduleEntry = z.output<typeof scheduleEntryInputSchema>;

export const scheduleEntrySchema = z.object({
  id: z.string(),
  className: z.string(),
  teacherName: z.string().nullable(),
  roomNumber: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  daysOfWeek: z.array(z.enum(WEEKDAYS)),
  updatedAt: z.string(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const classStatuses = ["upcoming", "transition", "current", "completed"] as const;

export const classTimingSchema = z.object({
  status: z.enum(classStatuses),
  /** Whole minutes until the start; null once the class has started. */
  minutesUntilStart: z.number().int().nullable(),
  /** Whole minutes until the end while the class is current; null otherwise. */
  minutesLeft: z.number().int().nullable(),
  /** The "starts in" badge shows: 15 minutes or fewer before the start. */
  startsSoon: z.boolean(),
  /** The current-class badge is red: 5 minutes or fewer left. */
  endingSoon: z.boolean(),
});

export const scheduledClassSchema = scheduleEntrySchema.extend({
  /** "8:05 AM" */
  startLabel: z.string(),
  endLabel: z.string(),
  durationMinutes: z.number().int(),
  /** "45m", "2h", "1h 30m" */
  durationLabel: z.string(),
  timing: classTimingSchema,
});

export const todayScheduleSchema = z.object({
  /** The school's IANA time zone: "today" and "now" are the school's, not the device's. */
  timeZone: z.string(),
  /** Today in the school's zone, YYYY-MM-DD. */
  date: z.string(),
  weekday: z.enum(WEEKDAYS),
  isWeekend: z.boolean(),
  /** The instant the timing was computed at (ISO 8601), so a client can tell how far its own clock is off. */
  serverTime: z.string(),
  /** Minutes since midnight in the school's zone, the minute the timing was evaluated against. */
  minuteOfDay: z.number().int(),
  classes: z.array(scheduledClassSchema),
});
export type TodaySchedule = z.infer<typeof todayScheduleSchema>;
