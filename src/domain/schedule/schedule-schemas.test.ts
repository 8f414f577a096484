import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "./schedule-rules";
import { SCHEDULE_TEXTS } from "./schedule-texts";
import { scheduleEntryInputSchema } from "./schedule-schemas";

const valid = {
  className: "AP Biology",
  teacherName: "Dr. Priya Patel",
  roomNumber: "S204",
  startTime: "08:00",
  endTime: "08:50",
  daysOfWeek: ["Monday", "Wednesday"],
};

const firstMessage = (input: unknown) => scheduleEntryInputSchema.safeParse(input).error?.issues[0]?.message;

describe("a schedule entry", () => {
  it("accepts a well-formed entry and trims its texts", () => {
    expect(scheduleEntryInputSchema.parse({ ...valid, className: "  AP Biology  ", roomNumber: " S204 " })).toEqual(
      valid,
    );
  });

  it("stores no teacher or room as null, whether missing, null or blank", () => {
    const { teacherName: _t, roomNumber: _r, ...bare } = valid;
    expect(scheduleEntryInputSchema.parse(bare)).toMatchObject({ teacherName: null, roomNumber: null });
    expect(scheduleEntryInputSchema.parse({ ...valid, teacherName: null, roomNumber: "  " })).toMatchObject({
      teacherName: null,
      roomNumber: null,
    });
  });

  it("puts the days in week order", () => {
    expect(
      scheduleEntryInputSchema.parse({ ...valid, daysOfWeek: ["Friday", "Monday", "Wednesday"] }).daysOfWeek,
    ).toEqual(["Monday", "Wednesday", "Friday"]);
  });

  it.each([
    [{ className: "" }, SCHEDULE_TEXTS.classNameRequired],
    [{ className: "   " }, SCHEDULE_TEXTS.classNameRequired],
    [{ className: undefined }, SCHEDULE_TEXTS.classNameRequired],
    [{ className: "x".repeat(101) }, SCHEDULE_TEXTS.classNameTooLong],
    [{ teacherName: "x".repeat(101) }, SCHEDULE_TEXTS.teacherNameTooLong],
    [{ roomNumber: "x".repeat(31) }, SCHEDULE_TEXTS.roomNumberTooLong],
    [{ startTime: "8:00" }, SCHEDULE_TEXTS.startTimeInvalid],
    [{ startTime: "24:00" }, SCHEDULE_TEXTS.startTimeInvalid],
    [{ startTime: "08:00 AM" }, SCHEDULE_TEXTS.startTimeInvalid],
    [{ endTime: "08:60" }, SCHEDULE_TEXTS.endTimeInvalid],
    [{ endTime: undefined }, SCHEDULE_TEXTS.endTimeInvalid],
    [{ endTime: "08:00" }, SCHEDULE_TEXTS.endNotAfterStart],
    [{ endTime: "07:59" }, SCHEDULE_TEXTS.endNotAfterStart],
    [{ daysOfWeek: [] }, SCHEDULE_TEXTS.daysRequired],
    [{ daysOfWeek: undefined }, SCHEDULE_TEXTS.daysRequired],
    [{ daysOfWeek: ["monday"] }, SCHEDULE_TEXTS.dayInvalid],
    [{ daysOfWeek: ["Mon"] }, SCHEDULE_TEXTS.dayInvalid],
    [{ daysOfWeek: ["Monday", "Monday"] }, SCHEDULE_TEXTS.daysRepeated],
  ])("refuses %o with a clear message", (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it("says nothing about the order of the times while one of them is not a time", () => {
    const messages = scheduleEntryInputSchema
      .safeParse({ ...valid, startTime: "9.00", endTime: "08:00" })
      .error?.issues.map((i) => i.message);
    expect(messages).toEqual([SCHEDULE_TEXTS.startTimeInvalid]);
  });

  it("reports every problem at once, not only the first", () => {
    const messages = scheduleEntryInputSchema
      .safeParse({ ...valid, className: "", startTime: "10:00", endTime: "09:00", daysOfWeek: [] })
      .error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      SCHEDULE_TEXTS.classNameRequired,
      SCHEDULE_TEXTS.daysRequired,
      SCHEDULE_TEXTS.endNotAfterStart,
    ]);
  });

  it("accepts the limits exactly: 100, 100 and 30 characters, one minute, every day", () => {
    const result = scheduleEntryInputSchema.safeParse({
      className: "c".repeat(100),
      teacherName: "t".repeat(100),
      roomNumber: "r".repeat(30),
      startTime: "23:58",
      endTime: "23:59",
      daysOfWeek: [...WEEKDAYS],
    });
    expect(result.success).toBe(true);
  });
});
