import { describe, expect, it } from "vitest";
import {
  elapsedMs,
  formatClock,
  gameSeconds,
  isRunning,
  msUntilNextSecond,
  pauseClock,
  setClockRunning,
  type SportsClock,
  startClock,
  STOPPED_CLOCK,
} from "./sports-clock";

const T0 = Date.parse("2026-11-23T18:00:00.000Z");

describe("starting the clock", () => {
  it("shows 0 seconds when it starts and counts whole seconds after that", () => {
    const clock = startClock(STOPPED_CLOCK, T0);
    expect(isRunning(clock)).toBe(true);
    expect(gameSeconds(clock, T0)).toBe(0);
    expect(gameSeconds(clock, T0 + 999)).toBe(0);
    expect(gameSeconds(clock, T0 + 1000)).toBe(1);
    expect(gameSeconds(clock, T0 + 61_500)).toBe(61);
  });

  it("leaves a running clock alone, so a second start (another operator) never makes it run twice as fast", () => {
    const once = startClock(STOPPED_CLOCK, T0);
    const twice = startClock(once, T0 + 5_000);
    expect(twice).toBe(once);
    expect(gameSeconds(twice, T0 + 10_000)).toBe(10);
  });

  it("counts nothing for a time before the start (a screen whose clock estimate is a little behind)", () => {
    const clock = startClock(STOPPED_CLOCK, T0);
    expect(elapsedMs(clock, T0 - 300)).toBe(0);
    expect(gameSeconds(clock, T0 - 300)).toBe(0);
  });
});

describe("pausing and resuming", () => {
  it("stops on the second shown when pause was pressed and stays there", () => {
    const paused = pauseClock(startClock(STOPPED_CLOCK, T0), T0 + 7_600);
    expect(paused).toEqual({ startedAtMs: null, baseSeconds: 7 });
    expect(gameSeconds(paused, T0 + 7_600)).toBe(7);
    expect(gameSeconds(paused, T0 + 3_600_000)).toBe(7);
  });

  it("resumes from where it stood", () => {
    const paused: SportsClock = { startedAtMs: null, baseSeconds: 7 };
    const resumed = startClock(paused, T0 + 60_000);
    expect(gameSeconds(resumed, T0 + 60_000)).toBe(7);
    expect(gameSeconds(resumed, T0 + 62_000)).toBe(9);
  });

  it("leaves a stopped clock alone when paused again", () => {
    const paused: SportsClock = { startedAtMs: null, baseSeconds: 42 };
    expect(pauseClock(paused, T0)).toBe(paused);
  });

  it("runs or stands as asked, whatever state it was in", () => {
    const running = setClockRunning(STOPPED_CLOCK, true, T0);
    expect(setClockRunning(running, true, T0 + 1000)).toBe(running);
    const stopped = setClockRunning(running, false, T0 + 2_000);
    expect(stopped).toEqual({ startedAtMs: null, baseSeconds: 2 });
    expect(setClockRunning(stopped, false, T0 + 9_000)).toBe(stopped);
  });
});

describe("resetting", () => {
  it("is a stopped clock at 0", () => {
    expect(STOPPED_CLOCK).toEqual({ startedAtMs: null, baseSeconds: 0 });
    expect(gameSeconds(STOPPED_CLOCK, T0)).toBe(0);
    expect(isRunning(STOPPED_CLOCK)).toBe(false);
  });
});

describe("time across server restarts", () => {
  it("comes from the stored start and base alone, so a restarted server (or a reloaded screen) shows the same time", () => {
    // What the database holds: started 14 minutes before, 20 minutes already run before that start.
    const stored: SportsClock = { startedAtMs: T0 - 14 * 60_000, baseSeconds: 20 * 60 };
    const beforeRestart = gameSeconds(stored, T0);
    const copy: SportsClock = JSON.parse(JSON.stringify(stored)) as SportsClock;
    expect(beforeRestart).toBe(34 * 60);
    expect(gameSeconds(copy, T0)).toBe(beforeRestart);
    expect(gameSeconds(copy, T0 + 30_000)).toBe(34 * 60 + 30);
  });

  it("keeps counting while nobody watches: time passes between two reads, not between two writes", () => {
    const clock = startClock(STOPPED_CLOCK, T0);
    expect(gameSeconds(clock, T0 + 2 * 3_600_000)).toBe(7200);
  });
});

describe("the next tick", () => {
  it("is the time left in the current second while running", () => {
    const clock = startClock({ startedAtMs: null, baseSeconds: 3 }, T0);
    expect(msUntilNextSecond(clock, T0)).toBe(1000);
    expect(msUntilNextSecond(clock, T0 + 250)).toBe(750);
    expect(msUntilNextSecond(clock, T0 + 1999)).toBe(1);
  });

  it("never comes while the clock stands", () => {
    expect(msUntilNextSecond({ startedAtMs: null, baseSeconds: 5 }, T0)).toBeNull();
  });
});

describe("formatting mm:ss", () => {
  it.each([
    [0, "00:00"],
    [5, "00:05"],
    [59, "00:59"],
    [60, "01:00"],
    [605, "10:05"],
    [5999, "99:59"],
    [6000, "100:00"],
  ])("shows %i seconds as %s", (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });

  it("shows 00:00 for a negative or broken number", () => {
    expect(formatClock(-4)).toBe("00:00");
    expect(formatClock(Number.NaN)).toBe("00:00");
  });

  it("drops a fraction of a second", () => {
    expect(formatClock(61.9)).toBe("01:01");
  });
});
