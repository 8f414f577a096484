import { describe, expect, it } from "vitest";
import { isValidTimeZone, isWeekend, schoolClock } from "./school-clock";

describe("the school's clock", () => {
  it("reads the weekday and minute in the school's zone, not the server's", () => {
    // 2026-03-02 is a Monday; 23:30 UTC is already Tuesday morning in Sydney (UTC+11 in March).
    const instant = new Date("2026-03-02T23:30:00Z");
    expect(schoolClock(instant, "UTC")).toEqual({
      timeZone: "UTC",
      date: "2026-03-02",
      weekday: "Monday",
      minuteOfDay: 23 * 60 + 30,
      isWeekend: false,
    });
    expect(schoolClock(instant, "Australia/Sydney")).toMatchObject({
      date: "2026-03-03",
      weekday: "Tuesday",
      minuteOfDay: 10 * 60 + 30,
    });
    expect(schoolClock(instant, "America/Los_Angeles")).toMatchObject({
      date: "2026-03-02",
      weekday: "Monday",
      minuteOfDay: 15 * 60 + 30,
    });
  });

  it("starts a new day at the school's midnight: 23:59 is the old day, 00:00 the new one at minute 0", () => {
    const zone = "America/New_York";
    // Friday 2026-03-06, 23:59 in New York (UTC−5).
    expect(schoolClock(new Date("2026-03-07T04:59:00Z"), zone)).toMatchObject({
      weekday: "Friday",
      minuteOfDay: 1439,
      isWeekend: false,
    });
    expect(schoolClock(new Date("2026-03-07T05:00:00Z"), zone)).toMatchObject({
      date: "2026-03-07",
      weekday: "Saturday",
      minuteOfDay: 0,
      isWeekend: true,
    });
  });

  it("drops the seconds: 08:04:59 is still minute 484", () => {
    expect(schoolClock(new Date("2026-03-02T08:04:59.999Z"), "UTC").minuteOfDay).toBe(484);
    expect(schoolClock(new Date("2026-03-02T08:05:00Z"), "UTC").minuteOfDay).toBe(485);
  });

  it("follows daylight saving time: 8:00 local is a different UTC hour in winter and summer", () => {
    expect(schoolClock(new Date("2026-01-12T13:00:00Z"), "America/New_York").minuteOfDay).toBe(8 * 60);
    expect(schoolClock(new Date("2026-06-15T12:00:00Z"), "America/New_York").minuteOfDay).toBe(8 * 60);
  });

  it("refuses a zone that does not exist", () => {
    expect(() => schoolClock(new Date(), "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("time zones and weekends", () => {
  it.each([
    ["Europe/Paris", true],
    ["America/Argentina/Buenos_Aires", true],
    ["UTC", true],
    ["Mars/Olympus_Mons", false],
    ["", false],
    ["+25:00", false],
  ])("%j is a valid zone: %s", (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });

  it("counts Saturday and Sunday as the weekend, and no other day", () => {
    expect(isWeekend("Saturday")).toBe(true);
    expect(isWeekend("Sunday")).toBe(true);
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const) {
      expect(isWeekend(day)).toBe(false);
    }
  });
});
