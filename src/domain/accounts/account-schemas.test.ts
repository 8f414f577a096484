import { describe, expect, it } from "vitest";
import { createFirstAdminSchema, MESSAGES, resetPasswordSchema, signInSchema, signUpSchema } from "./account-schemas";
import { isCommonPassword } from "./common-passwords";

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
      MESSAGES.passwordMismatch,
    ]);
    expect(MESSAGES.passwordMismatch).toBe("Password mismatch: Passwords do not match. Please try again.");
  });

  it("requires a school in the specification's words", () => {
    expect(messagesOf(signUpSchema.safeParse({ ...valid, schoolId: undefined }))).toEqual([MESSAGES.schoolRequired]);
    expect(MESSAGES.schoolRequired).toBe("School required: Please select your school.");
  });

  it("accepts exactly 6 characters and refuses 5", () => {
    expect(signUpSchema.safeParse({ ...valid, password: "k9#mQz", confirmPassword: "k9#mQz" }).success).toBe(true);
    expect(messagesOf(signUpSchema.safeParse({ ...valid, password: "k9#mQ", confirmPassword: "k9#mQ" }))).toContain(
      MESSAGES.passwordTooShort,
    );
  });

  it("refuses the most common passwords whatever their case", () => {
    expect(
      messagesOf(signUpSchema.safeParse({ ...valid, password: "Password1", confirmPassword: "Password1" })),
    ).toEqual([MESSAGES.passwordTooCommon]);
    expect(isCommonPassword("QWERTY123")).toBe(true);
    expect(isCommonPassword("Maple-Syrup-42")).toBe(false);
  });

  it("asks a teacher for a room number", () => {
    expect(messagesOf(signUpSchema.safeParse({ ...valid, isTeacher: true }))).toEqual([MESSAGES.roomNumberRequired]);
    expect(signUpSchema.safeParse({ ...valid, isTeacher: true, roomNumber: "B12" }).success).toBe(true);
  });
});

describe("sign-in and reset rules", () => {
  it("requires an email and a password with the authentication service's message", () => {
    expect(messagesOf(signInSchema.safeParse({ email: "", password: "" }))).toEqual([
      MESSAGES.credentialsRequired,
      MESSAGES.credentialsRequired,
    ]);
  });

  it("needs matching, uncommon new passwords", () => {
    expect(
      resetPasswordSchema.safeParse({ token: "t", newPassword: "Fresh-Start-1", confirmPassword: "Fresh-Start-1" })
        .success,
    ).toBe(true);
    expect(
      messagesOf(resetPasswordSchema.safeParse({ token: "t", newPassword: "Fresh-Start-1", confirmPassword: "x" })),
    ).toEqual([MESSAGES.passwordMismatch]);
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

  it.each([
    ["Maple-1", MESSAGES.adminPasswordTooShort],
    ["password123", MESSAGES.passwordTooCommon],
  ])("holds the password to ADMIN_PASSWORD's rule: refuses %s", (password, message) => {
    expect(messagesOf(createFirstAdminSchema.safeParse({ ...admin, password, confirmPassword: password }))).toEqual([
      message,
    ]);
    expect(MESSAGES.adminPasswordTooShort).toBe("Password must be at least 8 characters");
  });

  it("needs the confirmation to match", () => {
    expect(messagesOf(createFirstAdminSchema.safeParse({ ...admin, confirmPassword: "x" }))).toEqual([
      MESSAGES.passwordMismatch,
    ]);
  });
});
