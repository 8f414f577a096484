import { describe, expect, it } from "vitest";
import type { Weekday } from "./schedule-rules";
import { classesOn, todayClasses } from "./today-schedule";

const entry = (className: string, startTime: string, endTime: string, daysOfWeek: Weekday[]) => ({
  className,
  startTime,
  endTime,
  daysOfWeek,
});

const week: Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const entries = [
  entry("Chemistry", "13:20", "14:10", week),
  entry("English 11", "08:55", "09:45", week),
  entry("Algebra II", "09:50", "10:40", ["Monday", "Wednesday", "Friday"]),
  entry("US History", "09:50", "10:40", ["Tuesday", "Thursday"]),
  entry("AP Biology", "08:00", "08:50", week),
  entry("Chess Club", "15:30", "16:30", ["Saturday"]),
];

describe("today's classes", () => {
  it("keeps the classes held on the weekday, in start-time order", () => {
    expect(classesOn(entries, "Monday").map((e) => e.className)).toEqual([
      "AP Biology",
      "English 11",
      "Algebra II",
      "Chemistry",
    ]);
    expect(classesOn(entries, "Tuesday").map((e) => e.className)).toContain("US History");
    expect(classesOn(entries, "Saturday").map((e) => e.className)).toEqual(["Chess Club"]);
    expect(classesOn(entries, "Sunday")).toEqual([]);
  });

  it("sorts by time, not by text that merely looks like time: 09:50 before 10:00 before 13:20", () => {
    const list = [
      entry("C", "13:20", "14:00", week),
      entry("B", "10:00", "10:30", week),
      entry("A", "09:50", "10:00", week),
    ];
    expect(classesOn(list, "Friday").map((e) => e.className)).toEqual(["A", "B", "C"]);
  });

  it("labels each class and times it against the school's current minute", () => {
    // Monday 2026-03-02, 09:47 in Chicago (UTC−6).
    const today = todayClasses(entries, new Date("2026-03-02T15:47:30Z"), "America/Chicago");
    expect(today).toMatchObject({ date: "2026-03-02", weekday: "Monday", isWeekend: false, minuteOfDay: 587 });
    expect(today.classes.map((c) => [c.className, c.timing.status])).toEqual([
      ["AP Biology", "completed"],
      ["English 11", "completed"],
      ["Algebra II", "transition"],
      ["Chemistry", "upcoming"],
    ]);
    expect(today.classes[2]).toMatchObject({
      startLabel: "9:50 AM",
      endLabel: "10:40 AM",
      durationMinutes: 50,
      durationLabel: "50m",
      timing: { minutesUntilStart: 3, startsSoon: true },
    });
    expect(today.classes[3]).toMatchObject({ startLabel: "1:20 PM", endLabel: "2:10 PM" });
  });

  it("picks the school's weekday when the server's day is already another one", () => {
    // Tuesday 02:00 UTC is still Monday evening in Los Angeles.
    const today = todayClasses(entries, new Date("2026-03-03T02:00:00Z"), "America/Los_Angeles");
    expect(today.weekday).toBe("Monday");
    expect(today.classes.every((c) => c.timing.status === "completed")).toBe(true);
  });

  it("says when it is the weekend", () => {
    const today = todayClasses(entries, new Date("2026-03-08T12:00:00Z"), "UTC");
    expect(today).toMatchObject({ weekday: "Sunday", isWeekend: true, classes: [] });
  });
});
