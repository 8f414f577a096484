// How notification rows read in the API (the public banner's fields, the admins' list) and in the audit log.
import type { ActiveNotification } from "../../../domain/notifications/notification-schemas";
import type { NotificationType } from "../../../domain/notifications/notification-texts";
import type { notifications } from "../../db/schema";

export type NotificationRow = typeof notifications.$inferSelect;

export const toActive = (row: NotificationRow): ActiveNotification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type as NotificationType,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export const toAdmin = (row: NotificationRow) => ({
  ...toActive(row),
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/** What the audit log keeps of a notification. */
export const snapshot = (row: NotificationRow) => ({
  title: row.title,
  message: row.message,
  type: row.type,
  isActive: row.isActive,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});
