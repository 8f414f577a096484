import { describe, expect, it } from "vitest";
import { summarizeToday } from "./summarize-today";

const lessons = ["AP Biology", "English 11", "Algebra II", "Chemistry", "US History"].map((className, i) => ({
  id: `entry-${i}`,
  className,
  startLabel: `${8 + i}:00 AM`,
}));

describe("the Schedule summary", () => {
  it("says there are no classes, and names none", () => {
    expect(summarizeToday([])).toEqual({ count: 0, countLabel: "No classes today", first: [], moreLabel: null });
  });

  it("names a single class in the singular", () => {
    expect(summarizeToday(lessons.slice(0, 1))).toMatchObject({
      count: 1,
      countLabel: "1 class today",
      first: [{ className: "AP Biology", startLabel: "8:00 AM" }],
      moreLabel: null,
    });
  });

  it("names both classes of a two-class day with nothing more", () => {
    const summary = summarizeToday(lessons.slice(0, 2));
    expect(summary.countLabel).toBe("2 classes today");
    expect(summary.first.map((c) => c.className)).toEqual(["AP Biology", "English 11"]);
    expect(summary.moreLabel).toBeNull();
  });

  it("names the first 2 in the order given and counts the rest as '+N more'", () => {
    expect(summarizeToday(lessons.slice(0, 3))).toMatchObject({ countLabel: "3 classes today", moreLabel: "+1 more" });
    const summary = summarizeToday(lessons);
    expect(summary.countLabel).toBe("5 classes today");
    expect(summary.first.map((c) => c.className)).toEqual(["AP Biology", "English 11"]);
    expect(summary.moreLabel).toBe("+3 more");
  });
});
