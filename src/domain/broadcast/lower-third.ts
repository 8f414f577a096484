// The lower-third generator: its PIN gate and the limits of the banner's texts.
import { z } from "zod";
import { LOWER_THIRD_PIN_LENGTH, LOWER_THIRD_TEXTS } from "./lower-third-texts";

export const LOWER_THIRD_NAME_MAX_LENGTH = 40;
export const LOWER_THIRD_TITLE_MAX_LENGTH = 60;

/** Sample text the generator starts with. */
export const LOWER_THIRD_SAMPLE = { name: "Jordan Rivera", title: "Student Council President" } as const;

/** Exactly four characters, none of them a space (what the password field with maxLength 4 can send). */
export const lowerThirdPinSchema = z
  .string({ message: LOWER_THIRD_TEXTS.pinLength })
  .length(LOWER_THIRD_PIN_LENGTH, LOWER_THIRD_TEXTS.pinLength)
  .regex(/^\S+$/, LOWER_THIRD_TEXTS.pinLength);

export const unlockLowerThirdSchema = z.object({ pin: z.string().max(64) });
/** A right PIN's grant: the server opens the generator to this browser until `expiresAt` (ISO 8601). */
export const lowerThirdGrantSchema = z.object({ expiresAt: z.string() });
export type LowerThirdGrant = z.infer<typeof lowerThirdGrantSchema>;
export const setLowerThirdPinSchema = z.object({ pin: lowerThirdPinSchema });

export const lowerThirdTextSchema = z.object({
  name: z.string().trim().max(LOWER_THIRD_NAME_MAX_LENGTH),
  title: z.string().trim().max(LOWER_THIRD_TITLE_MAX_LENGTH),
});

export const lowerThirdPinStatusSchema = z.object({
  /** Whether a PIN is set at all; without one nobody gets past the gate. */
  configured: z.boolean(),
  /** Where it comes from: the LOWER_THIRD_PIN environment variable wins over the one an admin set. */
  source: z.enum(["environment", "settings"]).nullable(),
});
export type LowerThirdPinStatus = z.infer<typeof lowerThirdPinStatusSchema>;

/** The file name of a recording: the banner's name in lower-case words, or "lower-third". */
export function recordingFileName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${slug ? `lower-third-${slug}` : "lower-third"}.webm`;
}
