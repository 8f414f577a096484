// Demo notifications for `npm run demo`: two sent by the admin through the real use case, so the banner shows them
// and the audit log records who sent them. Only fills an empty notifications table, once an admin exists.
import { asc, count, eq } from "drizzle-orm";
import { notifications, users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { createNotification } from "./create-notification";
import { SILENT } from "../../platform/database/services-plugin";

// Nobody is connected while the demo data is written: there is no one to tell.
/** Two notifications sent by the admin through the real use case (which records them in the audit log). */
export async function seedDemoNotifications(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(notifications);
  if ((existing?.n ?? 0) > 0) return 0;
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!admin) return 0;
  const deps = { db, realtime: SILENT };
  await createNotification(deps, admin, {
    title: "Welcome to Cohort",
    message: "Your classes, messages with the office and game-day scores now live in one place.",
    type: "info",
    expiresHours: null,
  });
  await createNotification(deps, admin, {
    title: "Fire drill on Thursday",
    message: "At 10:15 AM. Leave by the nearest stairs and meet your class on the football field.",
    type: "warning",
    expiresHours: 24 * 7,
  });
  return 2;
}
