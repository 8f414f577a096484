// The accounts' texts, and the limits they state: the forms show them, account-schemas.ts and person-fields.ts check
// with them, and the server refuses with them (the specification's words, word for word, where it gives them).

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** An administrator's password is longer: it opens the console (ADMIN_PASSWORD and the first-run setup page). */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;
export const ROOM_NUMBER_MAX_LENGTH = 20;

/** What the forms that set a password say under it: the server's rule (password-rule.ts), in a person's words. */
export const newPasswordHint = (minLength: number) =>
  `At least ${minLength} characters, not one of the most common passwords, and not built from your name, your email, ` +
  "the app's or the school's name.";

export const ACCOUNT_TEXTS = {
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
  fullNameTooLong: `Full name must be at most ${NAME_MAX_LENGTH} characters`,
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  roomNumberRequired: "Room number is required for teachers",
  roomNumberTooLong: `Room number must be at most ${ROOM_NUMBER_MAX_LENGTH} characters`,
  confirmationLinkSent: "Email not verified. We have mailed you a new confirmation link.",
  confirmationLinkSentRecently:
    "Email not verified. We mailed you a confirmation link a moment ago: open it, then sign in.",
} as const;

export const MODERATION_TEXTS = {
  reasonRequired: "A reason is required to suspend or ban an account",
  banDuration: "Ban duration must be a whole number of hours, at least 1",
} as const;
