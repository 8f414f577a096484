import { describe, expect, it } from "vitest";
import { boundedDateTime, isBoundedDate } from "./bounded-date";

describe("the date rule", () => {
  it("keeps the years 1900 to 9999, read as instants in UTC", () => {
    for (const date of ["1900-01-01T00:00:00Z", "2026-11-27T08:00:00+01:00", "9999-12-31T23:59:59.999Z"]) {
      expect(isBoundedDate(date), date).toBe(true);
    }
    for (const date of ["0000-01-01T00:00:00Z", "1899-12-31T23:59:59Z", "1900-01-01T00:30:00+01:00"]) {
      expect(isBoundedDate(date), date).toBe(false);
    }
    expect(isBoundedDate("9999-12-31T23:00:00-05:00")).toBe(false);
    expect(isBoundedDate("not a date")).toBe(false);
  });

  it("names its code on the zod issue, so the API answers invalid_date", () => {
    const result = boundedDateTime("Enter a valid date and time").safeParse("0000-01-01T00:00:00Z");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: "Enter a valid date and time",
      params: { code: "invalid_date" },
    });
  });
});
