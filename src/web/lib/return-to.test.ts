import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authUrlReturningTo, safeReturnTo } from "./return-to";

/** Where the browser would go for `path` read on this site, as `location.assign` or a link would read it. */
const resolvedOrigin = (path: string) => new URL(path, "https://school.example").origin;

describe("returnTo after signing in", () => {
  it("builds the /auth address that comes back to a page", () => {
    expect(authUrlReturningTo("/spikeball-dashboard")).toBe("/auth?returnTo=%2Fspikeball-dashboard");
  });

  it("returns to paths of this app", () => {
    for (const path of [
      "/spikeball-signup",
      "/jenga/game/abc?x=1",
      "/jenga/game/abc#moves",
      "/messages?with=Zq3_-x&before=2026-01-01",
      "/sports-lower-third?match=2",
    ]) {
      expect(safeReturnTo(path)).toBe(path);
    }
  });

  it("goes home for a missing value, another site and the sign-in page itself", () => {
    for (const unsafe of [null, undefined, "", "evil.example", "https://evil.example", "javascript:alert(1)"]) {
      expect(safeReturnTo(unsafe), String(unsafe)).toBe("/");
    }
    for (const signIn of ["/auth", "/auth?mode=signin", "/./auth", "/x/../auth", "/AUTH"]) {
      expect(safeReturnTo(signIn), signIn).toBe("/");
    }
  });

  it("goes home for an address another host hides in: slashes, backslashes, tabs, newlines, dot segments", () => {
    for (const unsafe of [
      "//evil.example",
      "/\\evil.example",
      "/\\/evil.example",
      "\\/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "\t//evil.example",
      "/./\\evil.example",
      "/.//evil.example",
      "/%2e//evil.example",
      "/%2F%2Fevil.example",
      "/%5C%5Cevil.example",
      "/%5cevil.example",
      "/%2f/evil.example",
    ]) {
      const answer = safeReturnTo(unsafe);
      expect(answer, JSON.stringify(unsafe)).toBe("/");
    }
  });

  it("never answers an address that leaves this site, whatever it is given", () => {
    const tricks = ["/", "\\", "\t", "\n", "\r", ".", "..", "%2f", "%5c", "%2e", "@", ":", "evil.example"];
    const pieces = fc.constantFrom(...tricks);
    const hostile = fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string()), (value) => {
        const answer = safeReturnTo(value);
        expect(answer.startsWith("/")).toBe(true);
        expect(answer.startsWith("//")).toBe(false);
        expect(resolvedOrigin(answer)).toBe("https://school.example");
        expect(safeReturnTo(answer)).toBe(answer);
      }),
      { numRuns: 2_000 },
    );
  });
});
