import { describe, expect, it } from "vitest";
import { parseAuthMode, tabForMode } from "./auth-mode";

describe("parseAuthMode", () => {
  it.each(["signin", "signup", "forgot", "reset"] as const)("reads ?mode=%s", (mode) => {
    expect(parseAuthMode(mode)).toBe(mode);
  });

  it.each([null, undefined, "", "SIGNIN", "admin"])("reads %s as no choice", (value) => {
    expect(parseAuthMode(value)).toBeNull();
  });
});

describe("tabForMode", () => {
  it("shows the password-reset views under the Sign In tab", () => {
    expect(tabForMode("forgot")).toBe("signin");
    expect(tabForMode("reset")).toBe("signin");
    expect(tabForMode("signin")).toBe("signin");
    expect(tabForMode("signup")).toBe("signup");
  });
});
