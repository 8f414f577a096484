import { describe, expect, it } from "vitest";
import { visibleNotifications } from "./notification-rules";

describe("what the banner shows", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const n = (id: string, expiresAt: string | null) => ({
    id,
    title: id,
    message: id,
    type: "info" as const,
    expiresAt,
  });

  it("hides dismissed and expired notifications", () => {
    const all = [n("a", null), n("b", "2026-03-10T11:59:59Z"), n("c", "2026-03-10T12:00:01Z"), n("d", null)];
    expect(visibleNotifications(all, new Set(["d"]), now).map((x) => x.id)).toEqual(["a", "c"]);
  });
});
