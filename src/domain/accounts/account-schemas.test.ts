import { describe, expect, it } from "vitest";
import {
  accountStatusChangeSchema,
  createFirstAdminSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./account-schemas";
import { ACCOUNT_TEXTS, MODERATION_TEXTS } from "./account-texts";

const valid = {
  fullName: "  Maya Chen ",
  email: " Maya.Chen@Riverside.EXAMPLE ",
  password: "Maple-Syrup-42",
  confirmPassword: "Maple-Syrup-42",
  schoolId: 1,
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("sign-up rules", () => {
  it("accepts a valid form, trimming the name and lowercasing the email", () => {
    const parsed = signUpSchema.parse(valid);
    expect(parsed.fullName).toBe("Maya Chen");
    expect(parsed.email).toBe("maya.chen@riverside.example");
    expect(parsed.isTeacher).toBe(false);
  });

  it("says the passwords do not match in the specification's words", () => {
    expect(messagesOf(signUpSchema.safeParse({ ...valid, confirmPassword: "Maple-Syrup-43" }))).toEqual([
      ACCOUNT_TEXTS.passwordMismatch,
    ]);
    expect(ACCOUNT_TEXTS.passwordMismatch).toBe("Password mismatch: Passwords do not match. Please try again.");
  });

  it("requires a school in the specification's words", () => {
    expect(messagesOf(signUpSchema.safeParse({ ...valid, schoolId: undefined }))).toEqual([
      ACCOUNT_TEXTS.schoolRequired,
    ]);
    expect(ACCOUNT_TEXTS.schoolRequired).toBe("School required: Please select your school.");
  });

  it("accepts exactly 6 characters and refuses 5", () => {
    expect(signUpSchema.safeParse({ ...valid, password: "k9#mQz", confirmPassword: "k9#mQz" }).success).toBe(true);
    expect(messagesOf(signUpSchema.safeParse({ ...valid, password: "k9#mQ", confirmPassword: "k9#mQ" }))).toContain(
      ACCOUNT_TEXTS.passwordTooShort,
    );
  });

  it("checks only the lengths: whether a password is common is the server's to say (password-rule.ts)", () => {
    expect(signUpSchema.safeParse({ ...valid, password: "password1", confirmPassword: "password1" }).success).toBe(
      true,
    );
    expect(
      messagesOf(signUpSchema.safeParse({ ...valid, password: "x".repeat(129), confirmPassword: "x".repeat(129) })),
    ).toContain(ACCOUNT_TEXTS.passwordTooLong);
  });

  it("asks a teacher for a room number", () => {
    expect(messagesOf(signUpSchema.safeParse({ ...valid, isTeacher: true }))).toEqual([
      ACCOUNT_TEXTS.roomNumberRequired,
    ]);
    expect(signUpSchema.safeParse({ ...valid, isTeacher: true, roomNumber: "B12" }).success).toBe(true);
  });
});

describe("sign-in and reset rules", () => {
  it("requires an email and a password with the authentication service's message", () => {
    expect(messagesOf(signInSchema.safeParse({ email: "", password: "" }))).toEqual([
      ACCOUNT_TEXTS.credentialsRequired,
      ACCOUNT_TEXTS.credentialsRequired,
    ]);
  });

  it("needs matching, uncommon new passwords", () => {
    expect(
      resetPasswordSchema.safeParse({ token: "t", newPassword: "Fresh-Start-1", confirmPassword: "Fresh-Start-1" })
        .success,
    ).toBe(true);
    expect(
      messagesOf(resetPasswordSchema.safeParse({ token: "t", newPassword: "Fresh-Start-1", confirmPassword: "x" })),
    ).toEqual([ACCOUNT_TEXTS.passwordMismatch]);
  });
});

describe("the first administrator (setup page)", () => {
  const admin = {
    token: "t",
    fullName: " Dana Whitfield ",
    email: "Dana@Riverside.EXAMPLE",
    password: "Harbor-Lights-2026",
    confirmPassword: "Harbor-Lights-2026",
  };

  it("accepts a valid form, trimming the name and lowercasing the email", () => {
    expect(createFirstAdminSchema.parse(admin)).toMatchObject({
      fullName: "Dana Whitfield",
      email: "dana@riverside.example",
    });
  });

  it("holds the password to ADMIN_PASSWORD's length: refuses 7 characters", () => {
    expect(
      messagesOf(createFirstAdminSchema.safeParse({ ...admin, password: "Maple-1", confirmPassword: "Maple-1" })),
    ).toEqual([ACCOUNT_TEXTS.adminPasswordTooShort]);
    expect(ACCOUNT_TEXTS.adminPasswordTooShort).toBe("Password must be at least 8 characters");
  });

  it("needs the confirmation to match", () => {
    expect(messagesOf(createFirstAdminSchema.safeParse({ ...admin, confirmPassword: "x" }))).toEqual([
      ACCOUNT_TEXTS.passwordMismatch,
    ]);
  });
});

describe("moderating an account", () => {
  it("needs a reason to suspend or ban, and none to reactivate", () => {
    for (const status of ["suspended", "banned"] as const) {
      expect(messagesOf(accountStatusChangeSchema.safeParse({ status, reason: "  " }))).toEqual([
        MODERATION_TEXTS.reasonRequired,
      ]);
    }
    expect(accountStatusChangeSchema.parse({ status: "banned", reason: " Spam " })).toEqual({
      status: "banned",
      reason: "Spam",
    });
    expect(accountStatusChangeSchema.safeParse({ status: "active", reason: null }).success).toBe(true);
  });

  it("bans for a whole number of hours, at least 1, or for good", () => {
    for (const banHours of [0, 1.5, -2, Number.NaN]) {
      expect(messagesOf(accountStatusChangeSchema.safeParse({ status: "banned", reason: "Spam", banHours }))).toEqual([
        MODERATION_TEXTS.banDuration,
      ]);
    }
    for (const banHours of [1, 24, null]) {
      expect(accountStatusChangeSchema.safeParse({ status: "banned", reason: "Spam", banHours }).success).toBe(true);
    }
  });
});
