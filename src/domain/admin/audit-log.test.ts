import { describe, expect, it } from "vitest";
import { changedFields, describeAuditAction, describeAuditChanges } from "./audit-log";

describe("changedFields", () => {
  it("keeps only the fields whose value changed", () => {
    expect(
      changedFields(
        { name: "Ana", email: "a@x.org", isCasStudent: false },
        { name: "Ana B", email: "a@x.org", isCasStudent: true },
      ),
    ).toEqual({ before: { name: "Ana", isCasStudent: false }, after: { name: "Ana B", isCasStudent: true } });
  });

  it("compares dates by their instant and writes them as ISO text", () => {
    const same = new Date("2026-01-02T03:04:05Z");
    expect(changedFields({ at: same }, { at: new Date(same) })).toEqual({ before: {}, after: {} });
    expect(changedFields({ at: null }, { at: same })).toEqual({
      before: { at: null },
      after: { at: same.toISOString() },
    });
  });

  it("treats a missing field as null", () => {
    expect(changedFields({}, { schoolId: null })).toEqual({ before: {}, after: {} });
  });
});

describe("describing an entry", () => {
  it("names known actions in words and leaves unknown ones as they are", () => {
    expect(describeAuditAction("user.status")).toBe("Changed user status");
    expect(describeAuditAction("something.new")).toBe("something.new");
  });

  it("writes one line per changed field, with the console's field names", () => {
    expect(
      describeAuditChanges({
        before: { status: "active", banReason: null },
        after: { status: "banned", banReason: "Spam" },
      }),
    ).toEqual(["Status: active → banned", "Reason: – → Spam"]);
    expect(describeAuditChanges({ before: null, after: { title: "Drill", isActive: true } })).toEqual([
      "Title: Drill",
      "Active: yes",
    ]);
    expect(describeAuditChanges({ before: null, after: null })).toEqual([]);
  });

  it("formats timestamps with the formatter it is given, and leaves other text alone", () => {
    const lines = describeAuditChanges(
      { before: { bannedUntil: null }, after: { bannedUntil: "2026-11-24T10:19:54.596Z" } },
      (iso) => `<${iso.slice(0, 10)}>`,
    );
    expect(lines).toEqual(["Banned until: – → <2026-11-24>"]);
    expect(describeAuditChanges({ before: null, after: { message: "2026 plans" } })).toEqual(["Message: 2026 plans"]);
  });
});
