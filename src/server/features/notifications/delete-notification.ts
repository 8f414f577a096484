// An admin deletes a notification; the audit log keeps what it said.
import { eq } from "drizzle-orm";
import { notifications } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/auth/audit-log";
import { notFound } from "../../platform/http/errors";
import { snapshot } from "./notifications-queries";
import { announceNotificationChange } from "./notifications-events";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function deleteNotification({ db, realtime }: UseCaseDeps, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(notifications).where(eq(notifications.id, id)).returning();
    if (!row) throw notFound("Notification not found");
    await recordAdminAction(tx, realtime, actor, {
      action: "notification.delete",
      targetType: "notification",
      targetId: id,
      before: snapshot(row),
    });
    await announceNotificationChange(realtime, tx, id);
  });
}
