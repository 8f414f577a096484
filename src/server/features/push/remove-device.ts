// Removes one of my devices (another person's is "not found", never removed), or this browser's own.
import { and, eq } from "drizzle-orm";
import { PUSH_TEXTS } from "../../../domain/push/push-texts";
import { pushSubscriptions } from "../../db/schema";
import type { RequestAuth } from "../../platform/auth/access";
import type { Db } from "../../platform/database/db";
import { notFound } from "../../platform/http/errors";

export async function removeDevice(db: Db, auth: RequestAuth, id: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, auth.user.id)))
    .returning({ id: pushSubscriptions.id });
  if (!removed.length) throw notFound(PUSH_TEXTS.deviceNotFound);
}

/** Turning push off in this browser: the subscriptions this session made go. */
export async function removeThisDevice(db: Db, auth: RequestAuth) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.sessionId, auth.sessionId), eq(pushSubscriptions.userId, auth.user.id)));
}
