// The fields of a person, each checked by one rule wherever a person is written: sign-up, the first administrator, a
// password reset, the admin's edit, a friend request by email and the timetable import's email column.
import { z } from "zod";
import { ACCOUNT_TEXTS, NAME_MAX_LENGTH } from "./account-texts";

/** RFC 5321's longest address; a longer one is not a valid email, whatever its shape. */
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed and lowercased, so one person has one address however they type it. */
export const personEmail = z
  .string({ message: ACCOUNT_TEXTS.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, ACCOUNT_TEXTS.emailRequired)
  .max(EMAIL_MAX_LENGTH, ACCOUNT_TEXTS.emailInvalid)
  .pipe(z.email({ message: ACCOUNT_TEXTS.emailInvalid }));

/** A person's full name: never empty, at most 100 characters. */
export const personName = z
  .string({ message: ACCOUNT_TEXTS.fullNameRequired })
  .trim()
  .min(1, ACCOUNT_TEXTS.fullNameRequired)
  .max(NAME_MAX_LENGTH, ACCOUNT_TEXTS.fullNameTooLong);

/** The id of a person's school, as the school picker sends it. */
export const personSchoolId = z
  .number({ message: ACCOUNT_TEXTS.schoolRequired })
  .int(ACCOUNT_TEXTS.schoolRequired)
  .positive(ACCOUNT_TEXTS.schoolRequired);
