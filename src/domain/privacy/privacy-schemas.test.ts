import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH } from "../accounts/account-texts";
import { dataExportFileName, deleteMyAccountSchema } from "./privacy-schemas";
import { PRIVACY_TEXTS } from "./privacy-texts";

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

  it("refuses a confirmation password longer than any account's password", () => {
    expect(deleteMyAccountSchema.safeParse({ password: "a".repeat(PASSWORD_MAX_LENGTH) }).success).toBe(true);
    expect(deleteMyAccountSchema.safeParse({ password: "a".repeat(PASSWORD_MAX_LENGTH + 1) }).success).toBe(false);
  });
});
