// Sends a message: students write to administrators, administrators to anyone, each at most MESSAGE_SEND_LIMIT a
// minute, once per Idempotency-Key (platform/database/idempotency.ts). One prepared statement, its own transaction,
// does it all: it answers a repeat from the stored key, or counts the send, stores the message, both summaries, the
// recipient's push and the key with its answer, and sends the events; a send it refuses writes nothing (decision 053).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { userRoles } from "../../../domain/accounts/account-schemas";
import type { Message } from "../../../domain/messaging/message-schemas";
import { conversationPath, MESSAGE_SEND_LIMIT, maySend } from "../../../domain/messaging/message-rules";
import { MESSAGE_TEXTS } from "../../../domain/messaging/message-texts";
import { messagePreview } from "../../../domain/push/push-rules";
import { userTopic } from "../../../domain/realtime-topics";
import { messages, users } from "../../db/schema";
import { AppError, forbidden } from "../../platform/http/errors";
import { countUnderLimit, limitWindow, RateLimitedError } from "../../platform/http/rate-limit";
import { hasPushDevice, pushJobsFrom, wakePushWorkers } from "../../platform/outbound/push-queue";
import type { SignedInUser } from "../../platform/auth/access";
import type { Db } from "../../platform/database/db";
import {
  type KeyValues,
  type OnceOutcome,
  storeAnswer,
  type StoredRequest,
  storedRequest,
} from "../../platform/database/idempotency";
import { preparedStatement } from "../../platform/database/prepared-statement";
import { notifyEach } from "../../platform/realtime/realtime-notify";
import { messageSentEvents } from "./messaging-events";
import { messageJson } from "./messaging-queries";
import { summariesOfMessage, summaryOwners } from "./messaging-summary-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

/** The rate_limits key that counts an account's sends. */
export const sendLimitKey = (senderId: string) => `send-message:${senderId}`;

export async function sendMessage(
  db: Db,
  realtime: UseCaseDeps["realtime"],
  sender: SignedInUser,
  recipientId: string,
  content: string,
  key: KeyValues,
): Promise<OnceOutcome<201, { message: Message }>> {
  // The id is chosen here, so the events that name it go out in the statement that stores it.
  const event = { id: randomUUID(), senderId: sender.id, recipientId };
  const [row] = await send(db, {
    ...key,
    ...event,
    ...summaryOwners(sender.id, recipientId),
    content,
    limitKey: sendLimitKey(sender.id),
    // The rule is the domain's: the roles it lets this sender write to (none, for oneself).
    mayWriteTo: userRoles.filter((role) => maySend(sender, { id: recipientId, role })),
    payloads: realtime.payloads(messageSentEvents(event)),
    // The recipient's phone, unless a page of theirs follows their topic live; the worker shortens the text.
    pushTitle: `Message from ${sender.name}`,
    pushBody: messagePreview(content, false),
    pushUrls: JSON.stringify(Object.fromEntries(userRoles.map((role) => [role, conversationPath(role, sender.id)]))),
    pushTopic: userTopic(recipientId),
  });
  if (row!.message) return { answer: { status: 201, body: { message: row!.message } } };
  if (row!.fingerprint !== null) return { stored: row as StoredRequest };
  // Refused, and nothing written: the limit first (as when the count came first), then the recipient.
  const { window_count: count, retry_after: retryAfter, recipient_role: role } = row!;
  const full = count !== null && count >= MESSAGE_SEND_LIMIT.max && (retryAfter ?? 0) > 0;
  const allowed = role !== null && maySend(sender, { id: recipientId, role });
  if (full || allowed) {
    throw new RateLimitedError(Math.max(1, retryAfter ?? MESSAGE_SEND_LIMIT.windowSeconds), MESSAGE_TEXTS.tooMany);
  }
  if (role === null) throw new AppError("missing_information", MESSAGE_TEXTS.missingInformation);
  throw forbidden(MESSAGE_TEXTS.studentsMessageAdmins);
}

type SendRow = {
  /** The message stored, as the answer gives it; null if nothing was stored. */
  message: Message | null;
  /** The earlier request with this key, if any (then nothing else was done). */
  fingerprint: string | null;
  status: number | null;
  body: unknown;
  recipient_role: string | null;
  window_count: number | null;
  retry_after: number | null;
};

const p = (name: string) => sql.placeholder(name);
/**
 * Every step waits for the one before through its rows: a repeat (`stored`) or a recipient the sender may not write
 * to gives `attempt` no row to count; a full window gives `m` none to insert; and what follows the message is written
 * for each row of `m`. The count is taken on the window's locked row, so concurrent sends of one account wait for each
 * other until commit and none slips past the limit. A concurrent repeat of the key fails on its primary key, and
 * `answerOnce` answers it from the stored key.
 */
const send = preparedStatement<SendRow>(
  "send_message",
  sql`
  with stored as (${storedRequest}),
  recipient as (
    select u.id, u.role, u.role = any(${p("mayWriteTo")}::text[]) as allowed, ${hasPushDevice(sql`u.id`)} as reachable
    from ${users} as u where u.id = ${p("recipientId")}
  ),
  attempt as (${countUnderLimit(
    p("limitKey"),
    sql`recipient where recipient.allowed and not exists (select 1 from stored)`,
    MESSAGE_SEND_LIMIT,
  )}),
  m as (
    insert into ${messages} (id, sender_id, recipient_id, content)
    select ${p("id")}, ${p("senderId")}, ${p("recipientId")}, ${p("content")} from attempt
    returning id, sender_id, recipient_id, content, is_read, created_at
  ),
  summaries as (${summariesOfMessage(sql`m`)}),
  reply as (select ${messageJson(sql`m`)} as message from m),
  answer as (${storeAnswer(sql`reply`, sql`201`, sql`jsonb_build_object('message', reply.message)`)}),
  notified as (select ${notifyEach(p("payloads"))} as events from m),
  push as (${pushJobsFrom(sql`m cross join recipient where recipient.reachable`, {
    kind: sql`${"message"}`,
    userIds: sql`array[m.recipient_id]`,
    title: p("pushTitle"),
    body: p("pushBody"),
    bodyIsMessageText: sql`true`,
    url: sql`${p("pushUrls")}::jsonb ->> recipient.role`,
    topic: p("pushTopic"),
  })}),
  woken as (${wakePushWorkers(sql`push`)}),
  limit_window as (${limitWindow(p("limitKey"), MESSAGE_SEND_LIMIT)})
  select reply.message, stored.fingerprint, stored.status, stored.body, recipient.role as recipient_role,
         limit_window.count as window_count, limit_window.retry_after, notified.events, woken.woken
  from (values (1)) as one(x)
    left join stored on true left join recipient on true left join reply on true left join notified on true
    left join woken on true left join limit_window on true`,
);
