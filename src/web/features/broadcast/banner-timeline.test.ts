import { describe, expect, it } from "vitest";
import { bannerFrame, HELD_FRAME, IN_DURATION_MS, progress } from "./banner-timeline";

describe("the banner's entry", () => {
  it("starts with nothing shown", () => {
    expect(bannerFrame(0)).toEqual({ accent: 0, bar: 0, name: 0, title: 0 });
  });

  it("brings the parts in one after the other: accent, bar, name, title", () => {
    const frame = bannerFrame(400);
    expect(frame.accent).toBeGreaterThan(frame.bar);
    expect(frame.bar).toBeGreaterThan(0);
    expect(frame.name).toBe(0);
    const later = bannerFrame(900);
    expect(later.name).toBeGreaterThan(later.title);
    expect(later.title).toBeGreaterThan(0);
  });

  it(`is complete after ${IN_DURATION_MS} ms and holds still`, () => {
    expect(HELD_FRAME).toEqual({ accent: 1, bar: 1, name: 1, title: 1 });
    expect(bannerFrame(IN_DURATION_MS + 60_000)).toEqual(HELD_FRAME);
  });

  it("eases out: quick at first, gentle at the end, never past its place", () => {
    expect(progress(50, 0, 100)).toBeGreaterThan(0.5);
    expect(progress(-10, 0, 100)).toBe(0);
    expect(progress(100, 0, 100)).toBe(1);
    for (let t = 0; t <= 100; t += 5) {
      expect(progress(t, 0, 100)).toBeGreaterThanOrEqual(0);
      expect(progress(t, 0, 100)).toBeLessThanOrEqual(1);
    }
  });
});
