// Sends a message: students write to administrators, administrators to anyone.
import { eq } from "drizzle-orm";
import { conversationPath, MESSAGE_TEXTS, maySend } from "../../../domain/messaging/message-rules";
import { messagePreview } from "../../../domain/push/push-rules";
import { messages, users } from "../../db/schema";
import { AppError, forbidden } from "../../platform/errors";
import { queuePush } from "../../platform/push-queue";
import type { SignedInUser } from "../../platform/access";
import { announceMessage } from "./messaging-events";
import { toMessage } from "./messaging-queries";
import { recordMessageInSummaries } from "./messaging-summary-queries";
import type { UseCaseDeps } from "../../platform/services-plugin";

export async function sendMessage(
  { db, realtime }: UseCaseDeps,
  sender: SignedInUser,
  recipientId: string,
  content: string,
) {
  const [recipient] = await db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient) throw new AppError("missing_information", MESSAGE_TEXTS.missingInformation);
  if (!maySend(sender, recipient)) throw forbidden(MESSAGE_TEXTS.studentsMessageAdmins);
  return db.transaction(async (tx) => {
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
      topic: `user:${recipientId}`,
    });
    return toMessage(row!);
  });
}
