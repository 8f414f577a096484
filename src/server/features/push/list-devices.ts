// My devices that get pushes, newest first; the one asking is marked.
import { desc, eq } from "drizzle-orm";
import { pushSubscriptions } from "../../db/schema";
import type { RequestAuth } from "../../platform/auth/access";
import type { Db } from "../../platform/database/db";
import { toDevice } from "./push-queries";

export async function listDevices(db: Db, auth: RequestAuth) {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, auth.user.id))
    .orderBy(desc(pushSubscriptions.createdAt));
  return rows.map((row) => toDevice(row, auth.sessionId));
}
