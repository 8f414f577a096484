import { describe, expect, it } from "vitest";
import {
  DECLINE_COOLDOWN_DAYS,
  FRIEND_CODE_PATTERN,
  type SharingFacts,
  declineCooldownEndsAt,
  friendCodeFrom,
  isInDeclineCooldown,
  maySeeSchedule,
  normalizeFriendCode,
} from "./friend-rules";

describe("personal codes", () => {
  it("makes 8 characters from the unambiguous alphabet", () => {
    const code = friendCodeFrom(new Uint8Array([0, 1, 2, 30, 31, 62, 200, 255]));
    expect(code).toMatch(FRIEND_CODE_PATTERN);
    expect(code.slice(0, 3)).toBe("ABC");
    expect(code).not.toMatch(/[01OIL]/);
  });

  it("refuses too few random bytes", () => {
    expect(() => friendCodeFrom(new Uint8Array(3))).toThrow(RangeError);
  });

  it("reads a typed code without spaces or dashes, uppercased", () => {
    expect(normalizeFriendCode(" abcd-efgh ")).toBe("ABCDEFGH");
    expect(normalizeFriendCode("AB CD EF GH")).toBe("ABCDEFGH");
  });
});

describe("the 30-day rule after a decline", () => {
  const declinedAt = new Date("2026-03-01T10:00:00Z");

  it("ends exactly 30 days after the decline", () => {
    expect(DECLINE_COOLDOWN_DAYS).toBe(30);
    expect(declineCooldownEndsAt(declinedAt).toISOString()).toBe("2026-03-31T10:00:00.000Z");
  });

  it("forbids asking again before the end and allows it from the end on", () => {
    expect(isInDeclineCooldown(declinedAt, new Date("2026-03-02T10:00:00Z"))).toBe(true);
    expect(isInDeclineCooldown(declinedAt, new Date("2026-03-31T09:59:59.999Z"))).toBe(true);
    expect(isInDeclineCooldown(declinedAt, new Date("2026-03-31T10:00:00Z"))).toBe(false);
  });

  it("does not apply without a decline", () => {
    expect(isInDeclineCooldown(null, declinedAt)).toBe(false);
  });
});

describe("who may see a schedule", () => {
  const shared: SharingFacts = {
    sameSchool: true,
    schoolSharingEnabled: true,
    ownerActive: true,
    viewerActive: true,
    areFriends: true,
    blockedEitherWay: false,
    shareScope: "all_friends",
    viewerIsChosen: false,
  };

  it("lets a friend see a schedule shared with all friends", () => {
    expect(maySeeSchedule(shared)).toBe(true);
  });

  it("lets only chosen friends see a schedule shared with chosen friends", () => {
    expect(maySeeSchedule({ ...shared, shareScope: "chosen_friends", viewerIsChosen: true })).toBe(true);
    expect(maySeeSchedule({ ...shared, shareScope: "chosen_friends", viewerIsChosen: false })).toBe(false);
  });

  it.each([
    ["sharing with nobody", { shareScope: "nobody" as const, viewerIsChosen: true }],
    ["not friends", { areFriends: false }],
    ["a block either way", { blockedEitherWay: true }],
    ["another school", { sameSchool: false }],
    ["the school switched sharing off", { schoolSharingEnabled: false }],
    ["a suspended or banned owner", { ownerActive: false }],
    ["a suspended or banned viewer", { viewerActive: false }],
  ])("refuses with %s", (_label, change) => {
    expect(maySeeSchedule({ ...shared, ...change })).toBe(false);
  });
});
