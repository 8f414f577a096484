// Sends a message: students write to administrators, administrators to anyone. It runs in the caller's transaction,
// which the route opens with the request's idempotency key (platform/database/idempotency.ts) so a repeat sends nothing.
import { eq } from "drizzle-orm";
import { conversationPath, maySend } from "../../../domain/messaging/message-rules";
import { MESSAGE_TEXTS } from "../../../domain/messaging/message-texts";
import { messagePreview } from "../../../domain/push/push-rules";
import { userTopic } from "../../../domain/realtime-topics";
import { messages, users } from "../../db/schema";
import { AppError, forbidden } from "../../platform/http/errors";
import { queuePush } from "../../platform/outbound/push-queue";
import type { SignedInUser } from "../../platform/auth/access";
import type { Tx } from "../../platform/database/db";
import { announceMessage } from "./messaging-events";
import { toMessage } from "./messaging-queries";
import { recordMessageInSummaries } from "./messaging-summary-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function sendMessage(
  tx: Tx,
  realtime: UseCaseDeps["realtime"],
  sender: SignedInUser,
  recipientId: string,
  content: string,
) {
  const [recipient] = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient) throw new AppError("missing_information", MESSAGE_TEXTS.missingInformation);
  if (!maySend(sender, recipient)) throw forbidden(MESSAGE_TEXTS.studentsMessageAdmins);
  const [row] = await tx.insert(messages).values({ senderId: sender.id, recipientId, content }).returning();
  await recordMessageInSummaries(tx, row!);
  const event = { id: row!.id, senderId: sender.id, recipientId };
  await announceMessage(realtime, tx, event);
  // The recipient's phone, unless a page of theirs follows their topic live; the worker shortens the text.
  await queuePush(tx, {
    kind: "message",
    to: [recipientId],
    title: `Message from ${sender.name}`,
    body: messagePreview(content, false),
    bodyIsMessageText: true,
    url: conversationPath(recipient.role, sender.id),
    topic: userTopic(recipientId),
  });
  return toMessage(row!);
}
