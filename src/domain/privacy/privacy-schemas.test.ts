import { describe, expect, it } from "vitest";
import { confirmationPasswordProblem } from "./privacy-rules";
import { dataExportFileName, deleteMyAccountSchema, PRIVACY_TEXTS } from "./privacy-schemas";

describe("privacy schemas", () => {
  it("names the download after the day it was made (UTC)", () => {
    expect(dataExportFileName(new Date("2026-11-23T23:59:00Z"))).toBe("cohort-data-2026-11-23.json");
    expect(dataExportFileName(new Date("2027-01-02T00:00:00Z"))).toBe("cohort-data-2027-01-02.json");
  });

  it("asks for the password before deleting an account", () => {
    const missing = deleteMyAccountSchema.safeParse({ password: "" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(PRIVACY_TEXTS.enterPassword);
    expect(deleteMyAccountSchema.safeParse({}).error?.issues[0]?.message).toBe(PRIVACY_TEXTS.enterPassword);
    expect(deleteMyAccountSchema.parse({ password: " spaced " })).toEqual({ password: " spaced " });
  });

  it("checks the typed password in the browser as the API's schema does, without zod", () => {
    expect(confirmationPasswordProblem("")).toBe(PRIVACY_TEXTS.enterPassword);
    for (const password of ["", " ", "x", " spaced ", "a".repeat(128)]) {
      const bySchema = deleteMyAccountSchema.safeParse({ password });
      expect(confirmationPasswordProblem(password), JSON.stringify(password)).toBe(
        bySchema.success ? null : (bySchema.error.issues[0]?.message ?? "refused"),
      );
    }
  });
});
