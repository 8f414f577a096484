import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classTiming, durationMinutes, formatDuration, formatTime12h, minuteOfDay } from "./class-timing";

const at = (time: string) => minuteOfDay(time);
const algebra = { startTime: "09:00", endTime: "09:50" };

describe("minute of the day", () => {
  it.each([
    ["00:00", 0],
    ["00:01", 1],
    ["08:05", 485],
    ["12:00", 720],
    ["23:59", 1439],
  ])("reads %s as minute %i", (time, minute) => {
    expect(minuteOfDay(time)).toBe(minute);
  });

  it.each(["24:00", "8:05", "08:60", "0805", "", "08:05 "])("refuses %j", (time) => {
    expect(() => minuteOfDay(time)).toThrow(RangeError);
  });
});

describe("12-hour times", () => {
  it.each([
    ["00:00", "12:00 AM"],
    ["00:30", "12:30 AM"],
    ["08:05", "8:05 AM"],
    ["11:59", "11:59 AM"],
    ["12:00", "12:00 PM"],
    ["12:45", "12:45 PM"],
    ["13:05", "1:05 PM"],
    ["23:59", "11:59 PM"],
  ])("shows %s as %s", (time, label) => {
    expect(formatTime12h(time)).toBe(label);
  });
});

describe("durations", () => {
  it.each([
    [1, "1m"],
    [45, "45m"],
    [59, "59m"],
    [60, "1h"],
    [90, "1h 30m"],
    [120, "2h"],
    [125, "2h 5m"],
    [1439, "23h 59m"],
    [0, "0m"],
  ])("shows %i minutes as %s", (minutes, label) => {
    expect(formatDuration(minutes)).toBe(label);
  });

  it("refuses negative or fractional minutes", () => {
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(1.5)).toThrow(RangeError);
  });

  it("counts a class that spans noon", () => {
    expect(durationMinutes({ startTime: "11:30", endTime: "12:45" })).toBe(75);
    expect(formatDuration(durationMinutes({ startTime: "11:30", endTime: "12:45" }))).toBe("1h 15m");
  });
});

describe("class timing before the start", () => {
  it("is upcoming more than 5 minutes before the start, without a badge beyond 15 minutes", () => {
    expect(classTiming(algebra, at("08:44"))).toEqual({
      status: "upcoming",
      minutesUntilStart: 16,
      minutesLeft: null,
      startsSoon: false,
      endingSoon: false,
    });
  });

  it("shows the upcoming badge at exactly 15 minutes before the start", () => {
    expect(classTiming(algebra, at("08:45"))).toMatchObject({
      status: "upcoming",
      minutesUntilStart: 15,
      startsSoon: true,
    });
  });

  it("is still upcoming at 6 minutes before the start", () => {
    expect(classTiming(algebra, at("08:54"))).toMatchObject({ status: "upcoming", minutesUntilStart: 6 });
  });

  it("is in transition at exactly 5 minutes before the start, with the badge still showing", () => {
    expect(classTiming(algebra, at("08:55"))).toEqual({
      status: "transition",
      minutesUntilStart: 5,
      minutesLeft: null,
      startsSoon: true,
      endingSoon: false,
    });
  });

  it("is in transition in the last minute before the start", () => {
    expect(classTiming(algebra, at("08:59"))).toMatchObject({ status: "transition", minutesUntilStart: 1 });
  });
});

describe("class timing during the class", () => {
  it("is current from the start minute, with its whole length left", () => {
    expect(classTiming(algebra, at("09:00"))).toEqual({
      status: "current",
      minutesUntilStart: null,
      minutesLeft: 50,
      startsSoon: false,
      endingSoon: false,
    });
  });

  it("keeps the badge plain at 6 minutes left", () => {
    expect(classTiming(algebra, at("09:44"))).toMatchObject({ status: "current", minutesLeft: 6, endingSoon: false });
  });

  it("turns the badge red at exactly 5 minutes left", () => {
    expect(classTiming(algebra, at("09:45"))).toMatchObject({ status: "current", minutesLeft: 5, endingSoon: true });
  });

  it("is current in its last minute, with 1 minute left", () => {
    expect(classTiming(algebra, at("09:49"))).toMatchObject({ status: "current", minutesLeft: 1, endingSoon: true });
  });

  it("is completed at the end minute (the end is exclusive)", () => {
    expect(classTiming(algebra, at("09:50"))).toEqual({
      status: "completed",
      minutesUntilStart: null,
      minutesLeft: null,
      startsSoon: false,
      endingSoon: false,
    });
  });

  it("never has two back-to-back classes current at once", () => {
    const next = { startTime: "09:50", endTime: "10:40" };
    expect(classTiming(algebra, at("09:50")).status).toBe("completed");
    expect(classTiming(next, at("09:50")).status).toBe("current");
  });

  it("is red from the start for a class of 5 minutes or less", () => {
    expect(classTiming({ startTime: "10:00", endTime: "10:05" }, at("10:00"))).toMatchObject({
      status: "current",
      minutesLeft: 5,
      endingSoon: true,
    });
  });
});

describe("class timing around midnight and noon", () => {
  it("treats midnight as minute 0: a class at 00:00 is current, one at 00:05 is in transition", () => {
    expect(classTiming({ startTime: "00:00", endTime: "00:30" }, 0)).toMatchObject({
      status: "current",
      minutesLeft: 30,
    });
    expect(classTiming({ startTime: "00:05", endTime: "00:30" }, 0)).toMatchObject({
      status: "transition",
      minutesUntilStart: 5,
    });
  });

  it("completes a class ending at 23:59 in the day's last minute", () => {
    const late = { startTime: "23:00", endTime: "23:59" };
    expect(classTiming(late, at("23:58"))).toMatchObject({ status: "current", minutesLeft: 1 });
    expect(classTiming(late, at("23:59")).status).toBe("completed");
  });

  it("follows a class that spans noon through its whole length", () => {
    const lunchSeminar = { startTime: "11:45", endTime: "12:35" };
    expect(classTiming(lunchSeminar, at("11:30"))).toMatchObject({ status: "upcoming", startsSoon: true });
    expect(classTiming(lunchSeminar, at("11:40"))).toMatchObject({ status: "transition", minutesUntilStart: 5 });
    expect(classTiming(lunchSeminar, at("11:59"))).toMatchObject({ status: "current", minutesLeft: 36 });
    expect(classTiming(lunchSeminar, at("12:00"))).toMatchObject({ status: "current", minutesLeft: 35 });
    expect(classTiming(lunchSeminar, at("12:30"))).toMatchObject({ status: "current", endingSoon: true });
    expect(classTiming(lunchSeminar, at("12:35")).status).toBe("completed");
  });
});

describe("class timing, for every class and minute", () => {
  const timeArb = fc.integer({ min: 0, max: 1439 });
  const toTime = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const classArb = fc
    .tuple(timeArb, timeArb)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => ({ startTime: toTime(Math.min(a, b)), endTime: toTime(Math.max(a, b)) }));

  it("moves forward only: upcoming, transition, current, completed", () => {
    const order = ["upcoming", "transition", "current", "completed"];
    fc.assert(
      fc.property(classArb, (entry) => {
        let last = 0;
        for (let minute = 0; minute < 1440; minute++) {
          const rank = order.indexOf(classTiming(entry, minute).status);
          if (rank < last) return false;
          last = rank;
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });

  it("is current for exactly the class's duration in minutes", () => {
    fc.assert(
      fc.property(classArb, (entry) => {
        let current = 0;
        for (let minute = 0; minute < 1440; minute++) {
          if (classTiming(entry, minute).status === "current") current++;
        }
        return current === durationMinutes(entry);
      }),
      { numRuns: 200 },
    );
  });
});
