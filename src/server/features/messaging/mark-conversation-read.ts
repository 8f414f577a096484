// Marks as read what the other person sent me, and my summary of the conversation; my other tabs update their badges.
import { and, eq } from "drizzle-orm";
import { messages } from "../../db/schema";
import type { SignedInUser } from "../../platform/auth/access";
import { announceRead } from "./messaging-events";
import { recordReadInSummaries } from "./messaging-summary-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function markConversationRead({ db, realtime }: UseCaseDeps, me: SignedInUser, otherUserId: string) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(messages)
      .set({ isRead: true })
      .where(and(eq(messages.senderId, otherUserId), eq(messages.recipientId, me.id), eq(messages.isRead, false)))
      .returning({ id: messages.id });
    await recordReadInSummaries(tx, me.id, otherUserId, updated.length);
    if (updated.length) await announceRead(realtime, tx, me.id, otherUserId);
    return updated.length;
  });
}
