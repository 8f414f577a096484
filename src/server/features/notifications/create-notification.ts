// An admin creates a notification (with an optional expiry in hours); it is audited and shown at once.
import type { z } from "zod";
import type { createNotificationSchema } from "../../../domain/notifications/notification-schemas";
import { NOTIFICATIONS_TOPIC } from "../../../domain/notifications/notification-topics";
import { notifications } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/auth/audit-log";
import { queuePush } from "../../platform/outbound/push-queue";
import { snapshot, toAdmin } from "./notifications-queries";
import { announceNotificationChange } from "./notifications-events";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function createNotification(
  { db, realtime }: UseCaseDeps,
  actor: AuditActor,
  input: z.output<typeof createNotificationSchema>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        title: input.title,
        message: input.message,
        type: input.type,
        expiresAt: input.expiresHours ? new Date(Date.now() + input.expiresHours * 3600_000) : null,
        createdBy: actor.id,
      })
      .returning();
    await recordAdminAction(tx, realtime, actor, {
      action: "notification.create",
      targetType: "notification",
      targetId: row!.id,
      after: snapshot(row!),
    });
    await announceNotificationChange(realtime, tx, row!.id);
    // Phones get it too; a page open on the notifications topic shows the banner instead.
    await queuePush(tx, {
      kind: "school-wide",
      to: "everyone",
      title: row!.title,
      body: row!.message,
      url: "/",
      topic: NOTIFICATIONS_TOPIC,
    });
    return toAdmin(row!);
  });
}
