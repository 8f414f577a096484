// Demo content for the admin console in `npm run demo`: conversations between the demo students and the admin, and a
// teacher waiting for approval. Each part only fills an empty table, and only once the accounts it needs exist.
import { randomBytes } from "node:crypto";
import { asc, count, eq, inArray } from "drizzle-orm";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../../db/demo-students";
import { accounts, messages, schools, teacherApplications, users } from "../../db/schema";
import { hashPassword } from "../../platform/auth";
import type { Db } from "../../platform/db";

async function demoAdmin(db: Db) {
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return admin;
}

/** Conversations between two demo students and the admin, one of them with an answer the student has not read. */
export async function seedDemoMessages(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(messages);
  if ((existing?.n ?? 0) > 0) return 0;
  const admin = await demoAdmin(db);
  const students = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_STUDENTS.map((s) => s.email),
      ),
    );
  const byEmail = new Map(students.map((s) => [s.email, s.id]));
  const maya = byEmail.get(DEMO_STUDENTS[0]!.email);
  const jordan = byEmail.get(DEMO_STUDENTS[1]!.email);
  if (!admin || !maya || !jordan) return 0;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  const rows = [
    { senderId: maya, recipientId: admin.id, content: "Hi! Is the library open during lunch this week?", at: 190 },
    {
      senderId: admin.id,
      recipientId: maya,
      content: "Yes, from 12:00 to 12:45 every day except Friday.",
      at: 175,
    },
    { senderId: maya, recipientId: admin.id, content: "Great, thank you!", at: 170 },
    {
      senderId: jordan,
      recipientId: admin.id,
      content: "Can I change my elective from Art to Computer Science?",
      at: 60,
    },
    {
      senderId: admin.id,
      recipientId: jordan,
      content: "Please bring a signed form from your parents to the office by Friday and we will sort it out.",
      at: 20,
    },
  ].map(({ at, ...m }, i, all) => ({
    ...m,
    createdAt: minutesAgo(at),
    updatedAt: minutesAgo(at),
    // Everything is read except the admin's last answer to Jordan, so his dashboard shows an unread badge.
    isRead: i < all.length - 1,
  }));
  await db.insert(messages).values(rows);
  return rows.length;
}

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
