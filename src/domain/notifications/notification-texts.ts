// School-wide notifications: their kinds, the limits of the admin's form and the texts it shows.

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
