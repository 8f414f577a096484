// Whether schedule sharing is on for each school (on unless an admin switched it off).
import { asc, eq } from "drizzle-orm";
import type { SchoolSharing } from "../../../domain/friends/friends-schemas";
import { schoolSettings, schools } from "../../db/schema";
import type { Db } from "../../platform/database/db";

export async function getSchoolSharing(db: Db): Promise<SchoolSharing> {
  const rows = await db
    .select({ id: schools.id, name: schools.name, enabled: schoolSettings.scheduleSharingEnabled })
    .from(schools)
    .leftJoin(schoolSettings, eq(schoolSettings.schoolId, schools.id))
    .orderBy(asc(schools.name));
  return { schools: rows.map((r) => ({ id: r.id, name: r.name, scheduleSharingEnabled: r.enabled ?? true })) };
}
