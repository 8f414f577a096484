// The admin's school-wide switch: with sharing off, every shared view of that school vanishes at once (the data,
// friendships and each student's choices stay, and come back when it is switched on again).
import { asc, eq } from "drizzle-orm";
import type { SchoolSharing } from "../../../domain/friends/friends-schemas";
import { schoolSettings, schools } from "../../db/schema";
import type { Db } from "../../platform/db";
import { type AuditActor, recordAdminAction } from "../../platform/audit-log";
import { notFound } from "../../platform/errors";
import type { FriendsDeps } from "./deps";
import { announceToSchool } from "./friends-events";

export async function schoolSharing(db: Db): Promise<SchoolSharing> {
  const rows = await db
    .select({ id: schools.id, name: schools.name, enabled: schoolSettings.scheduleSharingEnabled })
    .from(schools)
    .leftJoin(schoolSettings, eq(schoolSettings.schoolId, schools.id))
    .orderBy(asc(schools.name));
  return { schools: rows.map((r) => ({ id: r.id, name: r.name, scheduleSharingEnabled: r.enabled ?? true })) };
}

export async function setSchoolSharing(
  { db, realtime }: FriendsDeps,
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
  return schoolSharing(db);
}
