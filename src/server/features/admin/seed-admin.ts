// Demo content for the admin console in `npm run demo`: a teacher waiting for approval (the demo conversations with
// the admin are messaging's, seed-messaging.ts). Each part only fills an empty table, and only once the accounts it
// needs exist.
import { count } from "drizzle-orm";
import { createDemoAccounts } from "../../db/demo-people";
import { teacherApplications } from "../../db/schema";
import type { Db } from "../../platform/database/db";

export const DEMO_TEACHER = { name: "Daniel Okafor", email: "daniel.okafor@riverside.example", roomNumber: "B12" };

/** A teacher who signed up and waits for an admin's approval (signs in with the demo password). */
export async function seedDemoTeacherApplication(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(teacherApplications);
  if ((existing?.n ?? 0) > 0) return 0;
  return createDemoAccounts(db, [DEMO_TEACHER], (tx, userId, teacher, schoolId) =>
    tx
      .insert(teacherApplications)
      .values({ userId, name: teacher.name, email: teacher.email, schoolId, roomNumber: teacher.roomNumber })
      .then(() => {}),
  );
}
