// Sends a message: students write to administrators, administrators to anyone, each at most MESSAGE_SEND_LIMIT a
// minute. It runs in the caller's transaction, which the route opens with the request's idempotency key
// (platform/database/idempotency.ts) so a repeat sends nothing. Two statements besides the key's: one counts the send
// and reads the recipient, one stores the message with both summaries and its events (decision 049).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { conversationPath, MESSAGE_SEND_LIMIT, maySend } from "../../../domain/messaging/message-rules";
import { MESSAGE_TEXTS } from "../../../domain/messaging/message-texts";
import { messagePreview } from "../../../domain/push/push-rules";
import { userTopic } from "../../../domain/realtime-topics";
import { users } from "../../db/schema";
import { AppError, forbidden } from "../../platform/http/errors";
import { type AttemptCount, attemptCount, refuseOverLimit } from "../../platform/http/rate-limit";
import { hasPushDevice, queuePush } from "../../platform/outbound/push-queue";
import type { SignedInUser } from "../../platform/auth/access";
import type { Tx } from "../../platform/database/db";
import { preparedStatement } from "../../platform/database/prepared-statement";
import { messageSentEvents } from "./messaging-events";
import { toMessage } from "./messaging-queries";
import { insertMessageWithSummaries } from "./messaging-summary-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

/** The rate_limits key that counts an account's sends. */
export const sendLimitKey = (senderId: string) => `send-message:${senderId}`;

export async function sendMessage(
  tx: Tx,
  realtime: UseCaseDeps["realtime"],
  sender: SignedInUser,
  recipientId: string,
  content: string,
) {
  const [found] = await countSendAndReadRecipient(tx, { key: sendLimitKey(sender.id), recipientId });
  refuseOverLimit(found, MESSAGE_SEND_LIMIT, MESSAGE_TEXTS.tooMany);
  const recipient = found?.id ? { id: found.id, role: found.role!, reachable: found.reachable === true } : undefined;
  if (!recipient) throw new AppError("missing_information", MESSAGE_TEXTS.missingInformation);
  if (!maySend(sender, recipient)) throw forbidden(MESSAGE_TEXTS.studentsMessageAdmins);
  // The id is chosen here, so the events that name it go out in the statement that stores it.
  const event = { id: randomUUID(), senderId: sender.id, recipientId };
  const row = await insertMessageWithSummaries(tx, { ...event, content }, realtime.payloads(messageSentEvents(event)));
  // The recipient's phone, unless a page of theirs follows their topic live; the worker shortens the text.
  await queuePush(tx, {
    kind: "message",
    to: [recipientId],
    title: `Message from ${sender.name}`,
    body: messagePreview(content, false),
    bodyIsMessageText: true,
    url: conversationPath(recipient.role, sender.id),
    topic: userTopic(recipientId),
    reachable: recipient.reachable,
  });
  return toMessage(row);
}

/**
 * Counts the send against the sender's limit (rate_limits, shared by every server process) and reads the recipient,
 * with whether they have a device for pushes, in one prepared statement. Inside the sending transaction, so a send
 * refused for any reason, the limit included, is not counted (its transaction rolls back), and a repeat answered from
 * its Idempotency-Key never gets here: what is counted is what was stored.
 */
const countSendAndReadRecipient = preparedStatement<
  AttemptCount & { id: string | null; role: string | null; reachable: boolean | null }
>(
  "count_send_and_read_recipient",
  sql`with attempt as (${attemptCount(sql.placeholder("key"), MESSAGE_SEND_LIMIT)})
      select attempt.count, attempt.retry_after, u.id, u.role, ${hasPushDevice(sql`u.id`)} as reachable
      from attempt left join ${users} u on u.id = ${sql.placeholder("recipientId")}`,
);
