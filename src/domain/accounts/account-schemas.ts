// The account forms' rules, checked by the browser for quick feedback and again by the server, with one set of
// messages (account-texts.ts) and one rule per field of a person (person-fields.ts). Whether a password is too common, or built
// from its owner's name or email, only the server can tell (server/platform/auth/password-rule.ts: the dictionary stays
// there); its refusal names the field, and the form shows it under the password.
import { z } from "zod";
import { ACCOUNT_PAGE_TEXTS } from "./account-page-texts";
import {
  ACCOUNT_TEXTS,
  ADMIN_PASSWORD_MIN_LENGTH,
  MODERATION_TEXTS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROOM_NUMBER_MAX_LENGTH,
} from "./account-texts";
import { personEmail, personName, personSchoolId } from "./person-fields";

const passwordRule = (minLength: number, tooShort: string) =>
  z.string().min(minLength, tooShort).max(PASSWORD_MAX_LENGTH, ACCOUNT_TEXTS.passwordTooLong);

export const newPassword = passwordRule(PASSWORD_MIN_LENGTH, ACCOUNT_TEXTS.passwordTooShort);
export const adminPassword = passwordRule(ADMIN_PASSWORD_MIN_LENGTH, ACCOUNT_TEXTS.adminPasswordTooShort);

export const signUpSchema = z
  .object({
    fullName: personName,
    email: personEmail,
    password: newPassword,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, ACCOUNT_TEXTS.passwordTooShort).max(PASSWORD_MAX_LENGTH),
    schoolId: personSchoolId,
    isTeacher: z.boolean().default(false),
    roomNumber: z.string().trim().max(ROOM_NUMBER_MAX_LENGTH, ACCOUNT_TEXTS.roomNumberTooLong).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: ACCOUNT_TEXTS.passwordMismatch });
    }
    if (value.isTeacher && !value.roomNumber) {
      ctx.addIssue({ code: "custom", path: ["roomNumber"], message: ACCOUNT_TEXTS.roomNumberRequired });
    }
  });

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, ACCOUNT_TEXTS.credentialsRequired).max(254),
  password: z.string().min(1, ACCOUNT_TEXTS.credentialsRequired).max(PASSWORD_MAX_LENGTH),
});

export const requestPasswordResetSchema = z.object({ email: personEmail });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: ACCOUNT_TEXTS.passwordMismatch,
  });

/** The account page's password change: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, ACCOUNT_PAGE_TEXTS.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_PAGE_TEXTS.currentPasswordWrong),
    newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: ACCOUNT_TEXTS.passwordMismatch,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: ACCOUNT_PAGE_TEXTS.samePassword,
  });

/**
 * One of the signed-in user's sessions, as the account page lists them. `lastActiveAt` is when the session was last
 * extended, which the server does at most once a day (platform/auth/session-lookup.ts): it is right to the day.
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** The first-run setup page: the first administrator, with the one-time token the server printed at start. */
export const createFirstAdminSchema = z
  .object({
    token: z.string().min(1).max(200),
    fullName: personName,
    email: personEmail,
    password: adminPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: ACCOUNT_TEXTS.passwordMismatch,
  });

export const userRoles = ["student", "teacher", "admin"] as const;
export const accountStatuses = ["active", "suspended", "banned"] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** A ban lasts at most ten years; with no duration it is for good. */
export const BAN_HOURS_MAX = 87_600;
export const MODERATION_REASON_MAX_LENGTH = 500;

/** An administrator suspends, bans (for some hours, or for good) or reactivates an account: blocking needs a reason. */
export const accountStatusChangeSchema = z
  .object({
    status: z.enum(accountStatuses),
    reason: z.string().trim().max(MODERATION_REASON_MAX_LENGTH).nullish(),
    banHours: z
      .number({ message: MODERATION_TEXTS.banDuration })
      .int(MODERATION_TEXTS.banDuration)
      .min(1, MODERATION_TEXTS.banDuration)
      .max(BAN_HOURS_MAX)
      .nullish(),
  })
  .refine((change) => change.status === "active" || Boolean(change.reason), {
    path: ["reason"],
    message: MODERATION_TEXTS.reasonRequired,
  });
export type AccountStatusChange = z.input<typeof accountStatusChangeSchema>;

/** The signed-in user as the API shows it to that user. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  status: z.enum(accountStatuses),
  schoolId: z.number().nullable(),
  isCasStudent: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** Why an account may not be used: sent with 403 `account_blocked`, and shown on the restriction screen. */
export const accountBlockSchema = z.object({
  status: z.enum(["suspended", "banned"]),
  reason: z.string().nullable(),
  bannedUntil: z.string().nullable(),
});
export type AccountBlock = z.infer<typeof accountBlockSchema>;
