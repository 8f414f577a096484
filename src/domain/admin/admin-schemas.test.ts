import { describe, expect, it } from "vitest";
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
  it("sends empty name and school as null", () => {
    expect(editUserSchema.parse({ email: " A@B.example ", name: "  ", schoolId: undefined })).toEqual({
      email: "a@b.example",
      name: null,
      schoolId: null,
      isCasStudent: false,
    });
  });
  it("requires an email of email type", () => {
    expect(editUserSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe("Email is required");
    expect(editUserSchema.safeParse({ email: "not-an-email" }).success).toBe(false);
  });
});
