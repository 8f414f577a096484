// The admin's school-wide switch: with sharing off, every shared view of that school vanishes at once (the data,
// friendships and each student's choices stay, and come back when it is switched on again).
import { eq } from "drizzle-orm";
import { schoolSettings, schools } from "../../db/schema";
import { type AuditActor, recordAdminAction } from "../../platform/auth/audit-log";
import { notFound } from "../../platform/http/errors";
import { announceToSchool } from "./friends-events";
import { getSchoolSharing } from "./get-school-sharing";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function setSchoolSharing(
  { db, realtime }: UseCaseDeps,
  admin: AuditActor,
  { schoolId, enabled }: { schoolId: number; enabled: boolean },
) {
  await db.transaction(async (tx) => {
    const [school] = await tx
      .select({ id: schools.id, enabled: schoolSettings.scheduleSharingEnabled })
      .from(schools)
      .leftJoin(schoolSettings, eq(schoolSettings.schoolId, schools.id))
      .where(eq(schools.id, schoolId))
      .for("update", { of: schools });
    if (!school) throw notFound("School not found");
    const before = school.enabled ?? true;
    await tx
      .insert(schoolSettings)
      .values({ schoolId, scheduleSharingEnabled: enabled, updatedBy: admin.id })
      .onConflictDoUpdate({
        target: schoolSettings.schoolId,
        set: { scheduleSharingEnabled: enabled, updatedBy: admin.id, updatedAt: new Date() },
      });
    if (before !== enabled) {
      await recordAdminAction(tx, realtime, admin, {
        action: "sharing.toggle",
        targetType: "school_settings",
        targetId: String(schoolId),
        before: { scheduleSharingEnabled: before },
        after: { scheduleSharingEnabled: enabled },
      });
    }
    await announceToSchool(tx, realtime, schoolId);
  });
  return getSchoolSharing(db);
}
