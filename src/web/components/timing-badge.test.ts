import { describe, expect, it } from "vitest";
import { classTiming, minuteOfDay } from "@/domain/schedule/class-timing";
import { timingBadge } from "./timing-badge";

const algebra = { startTime: "09:00", endTime: "09:50" };
const badgeAt = (time: string, entry = algebra) => timingBadge(classTiming(entry, minuteOfDay(time)));

describe("the timing badge", () => {
  it("shows nothing for an upcoming class more than 15 minutes away", () => {
    expect(badgeAt("08:44")).toBeNull();
    expect(badgeAt("06:00")).toBeNull();
  });

  it("appears at exactly 15 minutes before the start, as upcoming", () => {
    expect(badgeAt("08:45")).toEqual({
      tone: "upcoming",
      label: "Upcoming · in 15m",
      spoken: "Upcoming, starts in 15 minutes",
    });
    expect(badgeAt("08:54")).toMatchObject({ tone: "upcoming", label: "Upcoming · in 6m" });
  });

  it("says transition in the 5 minutes before the start, down to the last one", () => {
    expect(badgeAt("08:55")).toEqual({
      tone: "transition",
      label: "Transition · in 5m",
      spoken: "Transition, starts in 5 minutes",
    });
    expect(badgeAt("08:59")).toMatchObject({ label: "Transition · in 1m", spoken: "Transition, starts in 1 minute" });
  });

  it("is current from the start minute, with the time left in hours and minutes", () => {
    expect(badgeAt("09:00")).toEqual({
      tone: "current",
      label: "Current · 50m left",
      spoken: "Current, 50 minutes left",
    });
    const double = { startTime: "10:00", endTime: "11:30" };
    expect(badgeAt("10:15", double)).toMatchObject({ tone: "current", label: "Current · 1h 15m left" });
    expect(badgeAt("10:30", double)).toMatchObject({ label: "Current · 1h left" });
  });

  it("stays plain at 6 minutes left and turns red at exactly 5", () => {
    expect(badgeAt("09:44")).toMatchObject({ tone: "current", label: "Current · 6m left" });
    expect(badgeAt("09:45")).toMatchObject({ tone: "ending", label: "Current · 5m left" });
    expect(badgeAt("09:49")).toMatchObject({ tone: "ending", spoken: "Current, 1 minute left" });
  });

  it("says completed from the end minute on", () => {
    expect(badgeAt("09:50")).toEqual({ tone: "completed", label: "Completed", spoken: "Completed" });
    expect(badgeAt("23:59")).toMatchObject({ tone: "completed" });
  });
});
