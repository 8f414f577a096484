// The teacher applications still waiting for an admin's decision, oldest first.
import { asc, eq } from "drizzle-orm";
import { teacherApplications } from "../../db/schema";
import type { Db } from "../../platform/database/db";

export async function listTeacherApplications(db: Db) {
  const rows = await db
    .select()
    .from(teacherApplications)
    .where(eq(teacherApplications.status, "pending"))
    .orderBy(asc(teacherApplications.createdAt));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    name: r.name,
    email: r.email,
    schoolId: r.schoolId,
    roomNumber: r.roomNumber,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}
