// How a device reads in the API, shared by the use cases that list and subscribe devices.
import type { PushDevice } from "../../../domain/push/push-schemas";
import type { pushSubscriptions } from "../../db/schema";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export const toDevice = (row: PushSubscriptionRow, sessionId: string): PushDevice => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  thisDevice: row.sessionId === sessionId,
});
