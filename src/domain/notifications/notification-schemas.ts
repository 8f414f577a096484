// School-wide notifications: the rules of the admin's form, checked again by the server, and what the banner shows.
import { z } from "zod";
import { pageInfoShape, pageQueryShape } from "../paging/paging";
import {
  EXPIRY_HOURS_MAX,
  EXPIRY_HOURS_MIN,
  MESSAGE_MAX,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPES,
  TITLE_MAX,
} from "./notification-texts";

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

/** The admins' list of every notification sent, shown or hidden, a page at a time, newest first. */
export const ADMIN_NOTIFICATIONS_PAGE_SIZE = 10;
export const adminNotificationListQuerySchema = z.object(pageQueryShape(ADMIN_NOTIFICATIONS_PAGE_SIZE, 100));
export const adminNotificationPageSchema = z.object({
  notifications: z.array(adminNotificationSchema),
  ...pageInfoShape,
});
export type AdminNotificationPage = z.infer<typeof adminNotificationPageSchema>;
