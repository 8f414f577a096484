import { describe, expect, it } from "vitest";
import { accountBlock, blockedSignInMessage, effectiveStatus, restrictionTitle } from "./account-status";

const now = new Date("2026-03-10T12:00:00Z");
const iso = (d: string) => d;

describe("account status", () => {
  it("keeps an active account active", () => {
    expect(accountBlock({ status: "active", bannedUntil: null, banReason: null }, now)).toBeNull();
  });

  it("blocks a suspended account with its reason", () => {
    expect(accountBlock({ status: "suspended", bannedUntil: null, banReason: "Spam" }, now)).toEqual({
      status: "suspended",
      reason: "Spam",
      bannedUntil: null,
    });
  });

  it("blocks a ban until the moment it ends, and not from that moment on", () => {
    const until = new Date("2026-03-10T12:00:00Z");
    const account = { status: "banned" as const, bannedUntil: until, banReason: "Cheating" };
    expect(accountBlock(account, new Date(until.getTime() - 1))?.bannedUntil).toBe(until.toISOString());
    expect(effectiveStatus(account, until)).toBe("active");
    expect(accountBlock(account, until)).toBeNull();
  });

  it("never lifts a permanent ban", () => {
    expect(effectiveStatus({ status: "banned", bannedUntil: null, banReason: null }, new Date("2100-01-01"))).toBe(
      "banned",
    );
  });
});

describe("restriction screen title", () => {
  it.each([
    [{ status: "suspended" as const, reason: null, bannedUntil: null }, "Account Suspended"],
    [{ status: "banned" as const, reason: null, bannedUntil: null }, "Account Banned"],
    [
      { status: "banned" as const, reason: null, bannedUntil: "2026-03-11T00:00:00.000Z" },
      "Account Temporarily Banned",
    ],
  ])("%o reads %s", (block, title) => {
    expect(restrictionTitle(block)).toBe(title);
  });
});

describe("sign-in message for a blocked account", () => {
  it("says a suspension plainly, with the reason when given", () => {
    expect(blockedSignInMessage({ status: "suspended", reason: null, bannedUntil: null }, iso)).toBe(
      "Your account has been suspended.",
    );
    expect(blockedSignInMessage({ status: "suspended", reason: "Spam", bannedUntil: null }, iso)).toBe(
      "Your account has been suspended. Reason: Spam",
    );
  });

  it("says a ban with its reason and when it expires", () => {
    expect(
      blockedSignInMessage({ status: "banned", reason: "Harassment", bannedUntil: "2026-03-11" }, (d) => `on ${d}`),
    ).toBe("Your account has been banned. Reason: Harassment. This ban expires on on 2026-03-11");
    expect(blockedSignInMessage({ status: "banned", reason: null, bannedUntil: null }, iso)).toBe(
      "Your account has been banned",
    );
  });
});
