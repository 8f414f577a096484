// Demo content for the admin console in `npm run demo`: a teacher waiting for approval (the demo conversations with
// the admin are messaging's, seed-messaging.ts). Each part only fills an empty table, and only once the accounts it
// needs exist.
import { randomBytes } from "node:crypto";
import { asc, count, eq } from "drizzle-orm";
import { DEMO_PASSWORD } from "../../db/demo-students";
import { accounts, schools, teacherApplications, users } from "../../db/schema";
import { hashPassword } from "../../platform/auth";
import type { Db } from "../../platform/db";

export const DEMO_TEACHER = { name: "Daniel Okafor", email: "daniel.okafor@riverside.example", roomNumber: "B12" };

/** A teacher who signed up and waits for an admin's approval (signs in with the demo password). */
export async function seedDemoTeacherApplication(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(teacherApplications);
  if ((existing?.n ?? 0) > 0) return 0;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_TEACHER.email));
  if (taken) return 0;
  const [school] = await db.select({ id: schools.id }).from(schools).orderBy(asc(schools.id)).limit(1);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const id = randomBytes(16).toString("base64url");
    await tx.insert(users).values({
      id,
      name: DEMO_TEACHER.name,
      email: DEMO_TEACHER.email,
      emailVerified: true,
      schoolId: school?.id ?? null,
    });
    await tx.insert(accounts).values({
      id: randomBytes(16).toString("base64url"),
      userId: id,
      accountId: id,
      providerId: "credential",
      password: passwordHash,
    });
    await tx.insert(teacherApplications).values({
      userId: id,
      name: DEMO_TEACHER.name,
      email: DEMO_TEACHER.email,
      schoolId: school?.id ?? null,
      roomNumber: DEMO_TEACHER.roomNumber,
    });
  });
  return 1;
}
