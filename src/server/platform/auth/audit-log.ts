// Records an admin action in `audit_log`. Called inside the action's own transaction, so the record and the change
// commit together or not at all; the `admin` topic then tells open consoles to refetch (after the commit).
// A platform service because several features' admin actions are recorded (accounts, notifications, admin).
import type { AuditAction, AuditTarget, AuditValues } from "../../../domain/admin/audit-log";
import { ADMIN_TOPIC } from "../../../domain/realtime-topics";
import { auditLog } from "../../db/schema";
import type { Tx } from "../database/db";
import type { RealtimeHub } from "../realtime/realtime";

export type AuditActor = { id: string; email: string };
export type AuditRecord = {
  action: AuditAction;
  targetType: AuditTarget;
  targetId?: string | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
};

export async function recordAdminAction(
  tx: Tx,
  realtime: Pick<RealtimeHub, "publish">,
  actor: AuditActor,
  record: AuditRecord,
) {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: record.action,
      targetType: record.targetType,
      targetId: record.targetId ?? null,
      before: record.before ?? null,
      after: record.after ?? null,
    })
    .returning({ id: auditLog.id });
  await realtime.publish(tx, ADMIN_TOPIC, "audit-recorded", { id: row!.id, action: record.action });
}
