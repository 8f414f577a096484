// School-wide notifications: the rules of the admin's form, checked again by the server, and what the banner shows.
import { z } from "zod";

export const NOTIFICATION_TYPES = ["info", "success", "warning", "error"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const TITLE_MAX = 100;
export const MESSAGE_MAX = 500;
export const EXPIRY_HOURS_MIN = 1;
export const EXPIRY_HOURS_MAX = 8760;

export const NOTIFICATION_TEXTS = {
  required: "Title and message are required",
  sent: "Notification sent to all users",
  failed: "Failed to send notification",
  titleTooLong: `Title must be at most ${TITLE_MAX} characters`,
  messageTooLong: `Message must be at most ${MESSAGE_MAX} characters`,
  expiryRange: `Expiry must be between ${EXPIRY_HOURS_MIN} and ${EXPIRY_HOURS_MAX} hours`,
} as const;

export const createNotificationSchema = z.object({
  title: z
    .string({ message: NOTIFICATION_TEXTS.required })
    .trim()
    .min(1, NOTIFICATION_TEXTS.required)
    .max(TITLE_MAX, NOTIFICATION_TEXTS.titleTooLong),
  message: z
    .string({ message: NOTIFICATION_TEXTS.required })
    .trim()
    .min(1, NOTIFICATION_TEXTS.required)
    .max(MESSAGE_MAX, NOTIFICATION_TEXTS.messageTooLong),
  type: z.enum(NOTIFICATION_TYPES).default("info"),
  expiresHours: z
    .number({ message: NOTIFICATION_TEXTS.expiryRange })
    .int(NOTIFICATION_TEXTS.expiryRange)
    .min(EXPIRY_HOURS_MIN, NOTIFICATION_TEXTS.expiryRange)
    .max(EXPIRY_HOURS_MAX, NOTIFICATION_TEXTS.expiryRange)
    .nullish(),
});
export type CreateNotificationInput = z.input<typeof createNotificationSchema>;

export const activeNotificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  expiresAt: z.string().nullable(),
});
export type ActiveNotification = z.infer<typeof activeNotificationSchema>;

export const adminNotificationSchema = activeNotificationSchema.extend({
  isActive: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});

/** The banner shows what is active, not yet expired and not dismissed on this browser. */
export function visibleNotifications(
  all: ActiveNotification[],
  dismissed: ReadonlySet<string>,
  now: Date,
): ActiveNotification[] {
  return all.filter((n) => !dismissed.has(n.id) && (!n.expiresAt || Date.parse(n.expiresAt) > now.getTime()));
}
