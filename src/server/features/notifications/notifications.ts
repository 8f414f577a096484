// School-wide notifications: admins create, deactivate and delete them; everyone (signed in or not) reads the
// active ones. Each change is announced on the public `notifications` topic, so open pages update at once.
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import type { ActiveNotification, createNotificationSchema } from "../../../domain/notifications/notification-schemas";
import type { NotificationType } from "../../../domain/notifications/notification-texts";
import { notifications } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/audit-log";
import type { Db } from "../../platform/db";
import { notFound } from "../../platform/errors";
import type { RealtimeHub } from "../../platform/realtime";

type Deps = { db: Db; realtime: Pick<RealtimeHub, "publish"> };
type Row = typeof notifications.$inferSelect;

export const NOTIFICATIONS_TOPIC = "notifications";

const toActive = (row: Row): ActiveNotification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type as NotificationType,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

const toAdmin = (row: Row) => ({
  ...toActive(row),
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/** What the audit log keeps of a notification. */
const snapshot = (row: Row) => ({
  title: row.title,
  message: row.message,
  type: row.type,
  isActive: row.isActive,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export async function activeNotifications(db: Db, now = new Date()) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.isActive, true), or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now))))
    .orderBy(desc(notifications.createdAt))
    .limit(20);
  return rows.map(toActive);
}

export async function allNotifications(db: Db) {
  const rows = await db.select().from(notifications).orderBy(desc(notifications.createdAt)).limit(200);
  return rows.map(toAdmin);
}

export async function createNotification(
  { db, realtime }: Deps,
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
    await realtime.publish(tx, NOTIFICATIONS_TOPIC, "changed", { id: row!.id });
    return toAdmin(row!);
  });
}

export async function setNotificationActive({ db, realtime }: Deps, actor: AuditActor, id: string, isActive: boolean) {
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
    await realtime.publish(tx, NOTIFICATIONS_TOPIC, "changed", { id });
    return toAdmin(row!);
  });
}

export async function deleteNotification({ db, realtime }: Deps, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(notifications).where(eq(notifications.id, id)).returning();
    if (!row) throw notFound("Notification not found");
    await recordAdminAction(tx, realtime, actor, {
      action: "notification.delete",
      targetType: "notification",
      targetId: id,
      before: snapshot(row),
    });
    await realtime.publish(tx, NOTIFICATIONS_TOPIC, "changed", { id });
  });
}
