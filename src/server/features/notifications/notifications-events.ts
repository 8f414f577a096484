// Realtime for notifications: every change is announced on the public `notifications` topic, so open pages (signed
// in or not) refetch the active list at once.
import { NOTIFICATIONS_TOPIC } from "../../../domain/notifications/notification-topics";
import type { Db, Tx } from "../../platform/database/db";
import type { RealtimeHub } from "../../platform/realtime/realtime";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

/** School-wide notifications reach signed-in and anonymous visitors alike. */
export function registerNotificationsTopic(realtime: Pick<RealtimeHub, "registerTopic">) {
  realtime.registerTopic(NOTIFICATIONS_TOPIC, () => true);
}

export async function announceNotificationChange(realtime: UseCaseDeps["realtime"], tx: Db | Tx, id: string) {
  await realtime.publish(tx, NOTIFICATIONS_TOPIC, "changed", { id });
}
