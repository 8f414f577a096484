import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "../accounts/account-texts";
import { editUserSchema, exportFileName, neutraliseCsvCell } from "./admin-schemas";

describe("CSV cells", () => {
  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])("neutralises %j", (cell) => {
    expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  });
  it("leaves ordinary text alone", () => {
    expect(neutraliseCsvCell("Maya Chen")).toBe("Maya Chen");
    expect(neutraliseCsvCell("a=b")).toBe("a=b");
  });
  it("names the file by date", () => {
    expect(exportFileName(new Date("2026-03-10T23:00:00Z"))).toBe("users-2026-03-10.csv");
  });
});

describe("edit user rules", () => {
  it("leaves a missing name and school as null: the name unchanged, no school", () => {
    expect(editUserSchema.parse({ email: " A@B.example ", name: null, schoolId: undefined })).toEqual({
      email: "a@b.example",
      name: null,
      schoolId: null,
      isCasStudent: false,
    });
  });
  it("takes a given name by the sign-up's rule: trimmed, never empty, at most 100 characters", () => {
    const nameOf = (name: string) => editUserSchema.safeParse({ email: "a@b.example", name });
    expect(nameOf("  Maya Chen ").data?.name).toBe("Maya Chen");
    expect(nameOf("  ").error?.issues.map((i) => i.message)).toEqual([ACCOUNT_TEXTS.fullNameRequired]);
    expect(nameOf("x".repeat(101)).error?.issues.map((i) => i.message)).toEqual([ACCOUNT_TEXTS.fullNameTooLong]);
  });
  it("requires an email of email type", () => {
    expect(editUserSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe("Email is required");
    expect(editUserSchema.safeParse({ email: "not-an-email" }).error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
  });
});
