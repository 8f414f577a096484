// The account forms' rules, checked by the browser for quick feedback and again by the server, with one set of
// messages (the specification's, word for word, where it gives them). Whether a password is too common, or built
// from its owner's name or email, only the server can tell (server/platform/password-rule.ts: the dictionary stays
// there); its refusal names the field, and the form shows it under the password.
import { z } from "zod";
import { ACCOUNT_PAGE_TEXTS } from "./account-page-texts";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** An administrator's password is longer: it opens the console (ADMIN_PASSWORD and the first-run setup page). */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;

/** What the forms that set a password say under it: the server's rule (password-rule.ts), in a person's words. */
export const newPasswordHint = (minLength: number) =>
  `At least ${minLength} characters, not one of the most common passwords, and not built from your name, your email, ` +
  "the app's or the school's name.";

export const MESSAGES = {
  passwordMismatch: "Password mismatch: Passwords do not match. Please try again.",
  schoolRequired: "School required: Please select your school.",
  credentialsRequired: "You must provide either an email or phone number and a password",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  adminPasswordTooShort: `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordTooCommon: "This password is one of the most common ones. Please choose a less common password.",
  passwordContainsName: "Choose a password that does not contain your name or email",
  passwordTooGuessable:
    'Choose a password that is not built from the name of this app or your school, or from a word like "password"',
  fullNameRequired: "Full name is required",
  emailInvalid: "Please enter a valid email address",
  roomNumberRequired: "Room number is required for teachers",
  confirmationLinkSent: "Email not verified. We have mailed you a new confirmation link.",
  confirmationLinkSentRecently:
    "Email not verified. We mailed you a confirmation link a moment ago: open it, then sign in.",
} as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email({ message: MESSAGES.emailInvalid }));

const passwordRule = (minLength: number, tooShort: string) =>
  z.string().min(minLength, tooShort).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

export const newPassword = passwordRule(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort);
export const adminPassword = passwordRule(ADMIN_PASSWORD_MIN_LENGTH, MESSAGES.adminPasswordTooShort);

const fullName = z
  .string()
  .trim()
  .min(1, MESSAGES.fullNameRequired)
  .max(100, "Full name must be at most 100 characters");

export const signUpSchema = z
  .object({
    fullName,
    email,
    password: newPassword,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort).max(PASSWORD_MAX_LENGTH),
    schoolId: z.number({ message: MESSAGES.schoolRequired }).int().positive(MESSAGES.schoolRequired),
    isTeacher: z.boolean().default(false),
    roomNumber: z.string().trim().max(20, "Room number must be at most 20 characters").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordMismatch });
    }
    if (value.isTeacher && !value.roomNumber) {
      ctx.addIssue({ code: "custom", path: ["roomNumber"], message: MESSAGES.roomNumberRequired });
    }
  });

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, MESSAGES.credentialsRequired).max(254),
  password: z.string().min(1, MESSAGES.credentialsRequired).max(PASSWORD_MAX_LENGTH),
});

export const requestPasswordResetSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordMismatch,
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
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: MESSAGES.passwordMismatch })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: ACCOUNT_PAGE_TEXTS.samePassword,
  });

/**
 * One of the signed-in user's sessions, as the account page lists them. `lastActiveAt` is when the session was last
 * extended, which the server does at most once a day (platform/session-lookup.ts): it is right to the day.
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
    fullName,
    email,
    password: adminPassword,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: MESSAGES.passwordMismatch });

export const userRoles = ["student", "teacher", "admin"] as const;
export const accountStatuses = ["active", "suspended", "banned"] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export const MODERATION_TEXTS = {
  reasonRequired: "A reason is required to suspend or ban an account",
  banDuration: "Ban duration must be a whole number of hours, at least 1",
} as const;
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
