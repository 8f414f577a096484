import { describe, expect, it } from "vitest";
import { authUrlReturningTo, safeReturnTo } from "./return-to";

describe("returnTo after signing in", () => {
  it("builds the /auth address that comes back to a page", () => {
    expect(authUrlReturningTo("/spikeball-dashboard")).toBe("/auth?returnTo=%2Fspikeball-dashboard");
  });

  it("returns to paths of this app only", () => {
    expect(safeReturnTo("/spikeball-signup")).toBe("/spikeball-signup");
    expect(safeReturnTo("/jenga/game/abc?x=1")).toBe("/jenga/game/abc?x=1");
    for (const unsafe of [null, undefined, "", "https://evil.example", "//evil.example", "/\\evil.example", "/auth"]) {
      expect(safeReturnTo(unsafe), String(unsafe)).toBe("/");
    }
  });
});
