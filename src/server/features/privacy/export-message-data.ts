// The messages' part of "download my data": what the user sent and received, the other side named by id only.
import { asc, eq, or } from "drizzle-orm";
import type { DataExport } from "../../../domain/privacy/privacy-schemas";
import { messages } from "../../db/schema";
import type { Tx } from "../../platform/database/db";
import { iso } from "./export-dates";

export async function exportMessageData(tx: Tx, userId: string): Promise<DataExport["messages"]> {
  const messageRows = await tx
    .select({
      id: messages.id,
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      content: messages.content,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))
    .orderBy(asc(messages.createdAt));

  return {
    sent: messageRows
      .filter((m) => m.senderId === userId)
      .map((m) => ({
        id: m.id,
        toUserId: m.recipientId,
        content: m.content,
        isRead: m.isRead,
        createdAt: iso(m.createdAt),
      })),
    received: messageRows
      .filter((m) => m.recipientId === userId && m.senderId !== userId)
      .map((m) => ({
        id: m.id,
        fromUserId: m.senderId,
        content: m.content,
        isRead: m.isRead,
        createdAt: iso(m.createdAt),
      })),
  };
}
