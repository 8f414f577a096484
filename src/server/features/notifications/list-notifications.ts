// Every notification, newest first, for the admins' list.
import { desc } from "drizzle-orm";
import { notifications } from "../../db/schema";
import type { Db } from "../../platform/db";
import { toAdmin } from "./notifications-queries";

export async function listNotifications(db: Db) {
  const rows = await db.select().from(notifications).orderBy(desc(notifications.createdAt)).limit(200);
  return rows.map(toAdmin);
}
