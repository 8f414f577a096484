import { describe, expect, it } from "vitest";
import {
  MAX_SHOOTING_STARS,
  MAX_STARS,
  MIN_STARS,
  canLaunchShootingStar,
  starCountForViewport,
  twinkleAlpha,
} from "@/domain/starfield";

describe("starCountForViewport", () => {
  it("gives a phone screen the minimum of 120 stars", () => {
    expect(starCountForViewport(360, 740)).toBe(MIN_STARS);
  });

  it("scales with the viewport area, one star per 5000 square pixels", () => {
    expect(starCountForViewport(1280, 800)).toBe(205);
    expect(starCountForViewport(1920, 1080)).toBe(415);
  });

  it("stops at 800 stars on very large screens", () => {
    expect(starCountForViewport(3840, 2160)).toBe(MAX_STARS);
    expect(starCountForViewport(7680, 4320)).toBe(MAX_STARS);
  });

  it("keeps the minimum for an empty, negative or broken viewport", () => {
    expect(starCountForViewport(0, 0)).toBe(MIN_STARS);
    expect(starCountForViewport(-100, 500)).toBe(MIN_STARS);
    expect(starCountForViewport(Number.NaN, 500)).toBe(MIN_STARS);
  });

  it("stays between 120 and 800 for any size", () => {
    for (let width = 0; width <= 5000; width += 250) {
      for (let height = 0; height <= 5000; height += 250) {
        const count = starCountForViewport(width, height);
        expect(count).toBeGreaterThanOrEqual(120);
        expect(count).toBeLessThanOrEqual(800);
      }
    }
  });
});

describe("canLaunchShootingStar", () => {
  it("allows at most 4 shooting stars at a time", () => {
    expect(MAX_SHOOTING_STARS).toBe(4);
    expect(canLaunchShootingStar(0)).toBe(true);
    expect(canLaunchShootingStar(3)).toBe(true);
    expect(canLaunchShootingStar(4)).toBe(false);
    expect(canLaunchShootingStar(5)).toBe(false);
  });
});

describe("twinkleAlpha", () => {
  it("swings around the base opacity by at most half of it", () => {
    for (let t = 0; t < 5000; t += 37) {
      const alpha = twinkleAlpha(0.6, 0.8, 1.3, t);
      expect(alpha).toBeGreaterThanOrEqual(0.3 - 1e-9);
      expect(alpha).toBeLessThanOrEqual(0.9 + 1e-9);
    }
  });

  it("never leaves the 0..1 range", () => {
    expect(twinkleAlpha(1, 1, Math.PI / 2, 0)).toBe(1);
    expect(twinkleAlpha(0, 1, 0, 250)).toBe(0);
  });

  it("differs between stars with different phases at the same moment", () => {
    expect(twinkleAlpha(0.5, 1, 0, 250)).not.toBeCloseTo(twinkleAlpha(0.5, 1, Math.PI, 250));
  });
});
