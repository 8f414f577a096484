// The fuzz's own generators: a valid value for a schema must be drawn in bounded time, whatever the schema asks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { edgeDate, forgedCursor, validFor } from "./fuzz-arbitraries";

const draw = (schema: Parameters<typeof validFor>[0], ids: string[] = []) =>
  fc.sample(
    validFor(schema, () => ids, "key"),
    { numRuns: 30, seed: 7 },
  );

describe("valid strings for the fuzz", () => {
  it("keep a pattern's length when the pattern says it", () => {
    const values = draw({ type: "string", pattern: "^[A-Za-z0-9_-]{86,90}={0,2}$", maxLength: 90 });
    expect(values.every((v) => typeof v === "string" && /^[A-Za-z0-9_-]{86,90}={0,2}$/.test(v) && v.length <= 90)).toBe(
      true,
    );
  });

  it("stand in a string of the right length when a pattern's matches almost never have it", () => {
    // `+` makes short matches: a filter on length 86 would draw for ever (it hung CI once).
    const values = draw({ type: "string", pattern: "^[A-Za-z0-9_-]+={0,2}$", minLength: 86, maxLength: 90 });
    expect(values).toHaveLength(30);
    expect(values.every((v) => typeof v === "string" && v.length >= 86)).toBe(true);
  });

  it("draw real ids for a uuid, and fresh uuids when there are none", () => {
    const real = "3f0c1d5e-2b7a-4c1e-9d8f-0a1b2c3d4e5f";
    expect(draw({ type: "string", format: "uuid" }, [real, "not-an-id"])).toContain(real);
    const none = draw({ type: "string", format: "uuid" }, ["not-an-id"]);
    expect(none.every((v) => /^[0-9a-f-]{36}$/.test(String(v)))).toBe(true);
  });
});

describe("dates for the fuzz", () => {
  it("include the ones PostgreSQL and JavaScript disagree on: year 0000, before 1900, past 9999", () => {
    const values = fc.sample(edgeDate, { numRuns: 300, seed: 11 });
    expect(values.some((v) => v.startsWith("0000-"))).toBe(true);
    expect(values.some((v) => /^1[0-8]\d\d-/.test(v))).toBe(true);
    expect(values.some((v) => v.startsWith("9999-") && /-\d\d:\d\d$/.test(v))).toBe(true);
    const cursors = fc.sample(forgedCursor, { numRuns: 50, seed: 11 }).map((c) => atob(c));
    expect(cursors.every((c) => /^.+\|[0-9a-f-]{36}$/.test(c))).toBe(true);
  });
});
