import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./redirect-target";

const SITE = "https://school.example";

describe("a redirect target on this site", () => {
  it("is its normalised path, or null when it names another host however it is spelled", () => {
    expect(sameOriginPath("/x/../auth/./?mode=signin#top", SITE)).toBe("/auth/?mode=signin#top");
    expect(sameOriginPath(`${SITE}/a/%2e%2e/b`, SITE)).toBe("/b");
    expect(sameOriginPath("next", `${SITE}/go/here`)).toBeNull();
    for (const away of ["/.//evil.example", "/..//evil.example", "/%2e//evil.example", "/a/..//evil.example"]) {
      expect(sameOriginPath(away, SITE), away).toBeNull();
    }
    for (const away of ["//evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example", "/%2f/x"]) {
      expect(sameOriginPath(away, SITE), away).toBeNull();
    }
  });

  it("never answers a path that leads elsewhere when the browser reads it, and answers itself when read again", () => {
    const pieces = fc.constantFrom("/", "\\", "\t", "\n", ".", "..", "%2e", "%2f", "%5c", "@", ":", "evil.example");
    const target = fc.oneof(
      fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join("")),
      fc.string(),
    );
    fc.assert(
      fc.property(target, (value) => {
        const path = sameOriginPath(value, SITE);
        if (path === null) return;
        expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
        expect(new URL(path, SITE).origin).toBe(SITE);
        expect(sameOriginPath(path, SITE)).toBe(path);
      }),
      { numRuns: 2_000 },
    );
  });

  it("refuses a relative target, which would resolve against whatever page reads it", () => {
    for (const target of ["3D/auth?mode=signin", "auth", "./auth", "../auth", "?x=1", "#top", "mailto:a@b.example"]) {
      expect(sameOriginPath(target, `${SITE}/api/auth/verify-email`), target).toBeNull();
    }
    expect(sameOriginPath(" \t/auth", SITE)).toBe("/auth");
  });
});
