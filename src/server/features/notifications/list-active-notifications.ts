// The active, unexpired notifications everyone sees in the banner (signed in or not), newest first.
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import { notifications } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { toActive } from "./notifications-queries";

export async function listActiveNotifications(db: Db, now = new Date()) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.isActive, true), or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now))))
    .orderBy(desc(notifications.createdAt))
    .limit(20);
  return rows.map(toActive);
}
