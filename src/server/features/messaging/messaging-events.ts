// Realtime for messaging: both people of a conversation follow their own `user:<id>` topic, and the admin console
// follows `admin` for its recent activity. Events carry ids, never the text: screens refetch through the API.
import { MESSAGE_EVENTS } from "../../../domain/messaging/message-topics";
import { ADMIN_TOPIC, userTopic } from "../../../domain/realtime-topics";
import type { Db, Tx } from "../../platform/database/db";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

type SentMessage = { id: string; senderId: string; recipientId: string };

/**
 * What tells the recipient's open thread and list, the sender's other tabs and the admin console of a new message:
 * sent in the statement that stores it (`realtime.notifications`), which runs inside the sending transaction.
 */
export function messageSentEvents(event: SentMessage) {
  return [
    { topic: userTopic(event.recipientId), event: MESSAGE_EVENTS.sent, data: event },
    { topic: userTopic(event.senderId), event: MESSAGE_EVENTS.sent, data: event },
    // The admin console's recent activity lists messages sent (who and when, never the text).
    { topic: ADMIN_TOPIC, event: "activity-changed", data: { messageId: event.id } },
  ];
}

/** My other tabs update their unread badges. */
export async function announceRead(realtime: UseCaseDeps["realtime"], tx: Db | Tx, me: string, otherUserId: string) {
  await realtime.publish(tx, userTopic(me), MESSAGE_EVENTS.read, { otherUserId });
}
