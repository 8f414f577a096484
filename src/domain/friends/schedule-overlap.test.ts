import { describe, expect, it } from "vitest";
import { commonDays, freePeriodsTogether, isSameClass } from "./schedule-overlap";

const entry = (
  className: string,
  startTime: string,
  endTime: string,
  days: string[] = ["Monday"],
  teacherName: string | null = "Ms. Ortiz",
) => ({ className, teacherName, startTime, endTime, daysOfWeek: days });

describe("classes in common", () => {
  it("is the same class with the same name, teacher and start time", () => {
    expect(isSameClass(entry("Biology", "08:30", "09:20"), entry("Biology", "08:30", "09:20"))).toBe(true);
  });

  it("ignores case and extra spaces in the class name and the teacher", () => {
    const mine = entry("AP  Biology ", "08:30", "09:20", ["Monday"], "ms. ortiz");
    expect(isSameClass(mine, entry("ap biology", "08:30", "09:20", ["Monday"], "Ms. Ortiz"))).toBe(true);
  });

  it("is not the same class with another teacher, another start or another name", () => {
    const mine = entry("Biology", "08:30", "09:20");
    expect(isSameClass(mine, entry("Biology", "08:30", "09:20", ["Monday"], "Mr. Hale"))).toBe(false);
    expect(isSameClass(mine, entry("Biology", "08:35", "09:20"))).toBe(false);
    expect(isSameClass(mine, entry("Chemistry", "08:30", "09:20"))).toBe(false);
  });

  it("treats two classes without a teacher as the same teacher", () => {
    expect(
      isSameClass(entry("Study Hall", "12:00", "12:45", [], null), entry("Study Hall", "12:00", "12:45", [], null)),
    ).toBe(true);
  });

  it("lists only the days both take the class", () => {
    const mine = entry("Biology", "08:30", "09:20", ["Monday", "Wednesday", "Friday"]);
    const theirs = entry("Biology", "08:30", "09:20", ["Wednesday", "Thursday", "Friday"]);
    expect(commonDays(mine, theirs)).toEqual(["Wednesday", "Friday"]);
    expect(commonDays(mine, entry("Biology", "08:30", "09:20", ["Tuesday"]))).toEqual([]);
  });
});

describe("free periods together", () => {
  const spans = (periods: { startTime: string; endTime: string }[]) =>
    periods.map((p) => `${p.startTime}-${p.endTime}`);

  it("finds the gaps when neither has a class, inside the school day", () => {
    const mine = [entry("Math", "08:00", "09:00"), entry("Art", "11:00", "12:00")];
    const theirs = [entry("History", "09:30", "10:00"), entry("Music", "13:00", "14:00")];
    expect(spans(freePeriodsTogether(mine, theirs, "Monday"))).toEqual(["09:00-09:30", "10:00-11:00", "12:00-13:00"]);
  });

  it("gives labels in 12-hour time and the duration", () => {
    const [gap] = freePeriodsTogether([entry("Math", "11:00", "12:00")], [entry("Art", "12:30", "13:15")], "Monday");
    expect(gap).toMatchObject({ startLabel: "12:00 PM", endLabel: "12:30 PM", durationLabel: "30m" });
  });

  it("leaves no gap between back-to-back classes", () => {
    const mine = [entry("Math", "08:00", "09:00"), entry("Art", "09:00", "10:00")];
    const theirs = [entry("History", "10:00", "11:00")];
    expect(freePeriodsTogether(mine, theirs, "Monday")).toEqual([]);
  });

  it("merges overlapping entries into one busy block", () => {
    const mine = [entry("Math", "08:00", "10:00"), entry("Lab", "09:00", "09:30")];
    const theirs = [entry("History", "08:30", "10:30"), entry("Music", "11:00", "12:00")];
    expect(spans(freePeriodsTogether(mine, theirs, "Monday"))).toEqual(["10:30-11:00"]);
  });

  it("has no periods on a day neither has a class, nor before the first or after the last class", () => {
    expect(freePeriodsTogether([], [], "Monday")).toEqual([]);
    expect(freePeriodsTogether([entry("Math", "08:00", "09:00", ["Tuesday"])], [], "Monday")).toEqual([]);
    expect(freePeriodsTogether([entry("Math", "08:00", "09:00")], [], "Monday")).toEqual([]);
  });

  it("uses the other student's gaps when one has an empty day", () => {
    const theirs = [entry("Math", "08:00", "09:00"), entry("Art", "10:00", "11:00")];
    expect(spans(freePeriodsTogether([], theirs, "Monday"))).toEqual(["09:00-10:00"]);
  });

  it("counts only the classes held on that weekday", () => {
    const mine = [entry("Math", "08:00", "09:00", ["Monday"]), entry("Art", "09:00", "12:00", ["Tuesday"])];
    const theirs = [entry("Music", "11:00", "12:00", ["Monday", "Tuesday"])];
    expect(spans(freePeriodsTogether(mine, theirs, "Monday"))).toEqual(["09:00-11:00"]);
    expect(freePeriodsTogether(mine, theirs, "Tuesday")).toEqual([]);
  });

  it("finds a one-minute gap", () => {
    const periods = freePeriodsTogether([entry("Math", "08:00", "08:59")], [entry("Art", "09:00", "10:00")], "Monday");
    expect(spans(periods)).toEqual(["08:59-09:00"]);
    expect(periods[0]!.durationLabel).toBe("1m");
  });
});
