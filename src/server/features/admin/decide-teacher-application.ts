// An admin's decision on a teacher application, recorded in the audit log.
import { and, eq } from "drizzle-orm";
import { ADMIN_TOPIC } from "../../../domain/realtime-topics";
import { teacherApplications, users } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/auth/audit-log";
import { notFound } from "../../platform/http/errors";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

/** Approving makes the account a teacher; denying leaves it a student. Each application is decided once. */
export async function decideTeacherApplication(
  { db, realtime }: UseCaseDeps,
  actor: AuditActor,
  userId: string,
  approve: boolean,
) {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .update(teacherApplications)
      .set({ status: approve ? "approved" : "denied", reviewedBy: actor.id, reviewedAt: new Date() })
      .where(and(eq(teacherApplications.userId, userId), eq(teacherApplications.status, "pending")))
      .returning();
    if (!application) throw notFound("No pending teacher application for this user");
    const promoted = approve
      ? await tx
          .update(users)
          .set({ role: "teacher" })
          .where(and(eq(users.id, userId), eq(users.role, "student")))
          .returning({ id: users.id })
      : [];
    await recordAdminAction(tx, realtime, actor, {
      action: approve ? "teacher.approve" : "teacher.deny",
      targetType: "user",
      targetId: userId,
      before: { application: "pending", ...(promoted.length ? { role: "student" } : {}) },
      after: { application: application.status, ...(promoted.length ? { role: "teacher" } : {}) },
    });
    await realtime.publish(tx, ADMIN_TOPIC, "teachers-changed", { userId });
    return application.status;
  });
}
