// An admin activates or deactivates a notification; audited, and open banners follow at once.
import { eq } from "drizzle-orm";
import { notifications } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/auth/audit-log";
import { notFound } from "../../platform/http/errors";
import { toAdmin } from "./notifications-queries";
import { announceNotificationChange } from "./notifications-events";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function setNotificationActive(
  { db, realtime }: UseCaseDeps,
  actor: AuditActor,
  id: string,
  isActive: boolean,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(notifications).where(eq(notifications.id, id)).for("update");
    if (!before) throw notFound("Notification not found");
    const [row] = await tx
      .update(notifications)
      .set({ isActive, updatedAt: new Date() })
      .where(eq(notifications.id, id))
      .returning();
    await recordAdminAction(tx, realtime, actor, {
      action: isActive ? "notification.activate" : "notification.deactivate",
      targetType: "notification",
      targetId: id,
      before: { title: before.title, isActive: before.isActive },
      after: { title: row!.title, isActive },
    });
    await announceNotificationChange(realtime, tx, id);
    return toAdmin(row!);
  });
}
