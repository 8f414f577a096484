import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor";

describe("page cursor", () => {
  it("round-trips and refuses garbage", () => {
    const id = "0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77";
    const cursor = encodeCursor("2026-03-10T08:00:00.000Z", id);
    expect(decodeCursor(cursor)).toEqual({ createdAt: "2026-03-10T08:00:00.000Z", id });
    expect(decodeCursor("not base64!")).toBeNull();
    expect(decodeCursor(btoa("nonsense"))).toBeNull();
  });

  it("keeps PostgreSQL's microseconds, so rows within one millisecond are not skipped", () => {
    const id = "0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77";
    expect(decodeCursor(encodeCursor("2026-03-10T08:00:00.123456Z", id))).toEqual({
      createdAt: "2026-03-10T08:00:00.123456Z",
      id,
    });
  });

  it.each([
    ["an id that is not a UUID", "2026-01-01T00:00:00Z|notauuid"],
    ["a time that is not ISO 8601", "Thu Jan 01 2026|0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77"],
    ["a month that does not exist", "2026-13-01T00:00:00Z|0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77"],
    ["a day that does not exist", "2026-02-30T00:00:00Z|0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77"],
    ["a third part", "2026-01-01T00:00:00Z|0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77|x"],
    ["SQL in the id", "2026-01-01T00:00:00Z|' or 1=1 --"],
  ])("refuses %s", (_, decoded) => {
    expect(decodeCursor(btoa(decoded))).toBeNull();
  });
});
