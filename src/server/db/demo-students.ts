// Demo students with a week of classes each, so the Today's Schedule card, the admin schedule view and the calendar
// feed show something real in `npm run demo`. Accounts are created like ensureAdmin does (confirmed email, argon2
// credential), only when none of them exists yet; their timetables only when they exist and have no entries.
import { randomBytes } from "node:crypto";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { Weekday } from "../../domain/schedule/schedule-rules";
import { hashPassword } from "../platform/auth";
import type { Db } from "../platform/db";
import { accounts, scheduleEntries, schools, users } from "./schema";

export const DEMO_PASSWORD = "Riverside-Demo-2026";

const ALL: Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const MWF: Weekday[] = ["Monday", "Wednesday", "Friday"];
const TTH: Weekday[] = ["Tuesday", "Thursday"];

type Class = [className: string, teacherName: string, roomNumber: string, start: string, end: string, days: Weekday[]];

export const DEMO_STUDENTS: { name: string; email: string; timetable: Class[] }[] = [
  {
    name: "Maya Chen",
    email: "maya.chen@students.riverside.example",
    timetable: [
      ["AP Biology", "Dr. Priya Patel", "S204", "08:00", "08:50", ALL],
      ["English 11", "Ms. Rosa Alvarez", "B112", "08:55", "09:45", ALL],
      ["Algebra II", "Mr. Daniel Okafor", "M210", "09:50", "10:40", MWF],
      ["US History", "Mrs. Karin Lindqvist", "H105", "09:50", "10:40", TTH],
      ["Spanish III", "Sra. Lucía Morales", "L301", "10:55", "11:45", ALL],
      ["Chemistry", "Mr. Tomas Novak", "S118", "12:30", "13:20", ALL],
      ["Art & Design", "Ms. Ewa Kowalski", "A2", "13:25", "14:15", MWF],
      ["Physical Education", "Coach Marcus Reyes", "Gym 2", "13:25", "14:15", TTH],
      ["Orchestra", "Mr. Henrik Salo", "Music Room", "14:20", "15:10", ["Monday", "Tuesday", "Thursday"]],
    ],
  },
  {
    name: "Jordan Brooks",
    email: "jordan.brooks@students.riverside.example",
    timetable: [
      ["Geometry", "Ms. Hannah Weiss", "M104", "08:00", "08:50", ALL],
      ["World History", "Mr. Samuel Adeyemi", "H201", "08:55", "09:45", ALL],
      ["English 10", "Ms. Rosa Alvarez", "B112", "09:50", "10:40", ALL],
      ["Biology", "Dr. Priya Patel", "S204", "10:55", "11:45", MWF],
      ["Health", "Coach Marcus Reyes", "Gym 1", "10:55", "11:45", TTH],
      // Spans noon, as some block-schedule classes do.
      ["Psychology", "Mrs. Leah Goldberg", "C12", "11:50", "12:40", TTH],
      ["French II", "Mme. Claire Dubois", "L204", "12:45", "13:35", ALL],
      ["Computer Science Principles", "Mr. Arjun Mehta", "Lab 3", "13:40", "14:15", MWF],
      ["Jazz Band", "Mr. Henrik Salo", "Band Room", "13:40", "14:15", TTH],
      // Maya's Orchestra on Mondays: the demo's "classes in common" between two friends.
      ["Orchestra", "Mr. Henrik Salo", "Music Room", "14:20", "15:10", ["Monday"]],
    ],
  },
  {
    name: "Aisha Rahman",
    email: "aisha.rahman@students.riverside.example",
    timetable: [
      ["AP Calculus AB", "Mr. Daniel Okafor", "M210", "08:00", "08:50", ALL],
      ["AP Literature", "Ms. Nadia Haddad", "B115", "08:55", "09:45", ALL],
      ["AP Physics 1", "Mr. Tomas Novak", "S120", "09:50", "11:00", ["Monday", "Wednesday"]],
      ["Government & Economics", "Mrs. Karin Lindqvist", "H105", "09:50", "10:40", ["Tuesday", "Thursday", "Friday"]],
      ["Statistics", "Ms. Hannah Weiss", "M104", "11:30", "12:20", ALL],
      ["Ceramics", "Ms. Ewa Kowalski", "A4", "12:55", "13:45", MWF],
      ["Yearbook", "Mr. Owen Fitzgerald", "Media Lab", "12:55", "13:45", TTH],
      ["Spanish IV", "Sra. Lucía Morales", "L301", "13:50", "14:40", ALL],
      ["Senior Seminar", "Mr. Owen Fitzgerald", "Library", "14:45", "15:30", ["Friday"]],
    ],
  },
];

const demoEmails = DEMO_STUDENTS.map((s) => s.email);

/** Creates the three demo students unless one of them already exists; returns how many were created. */
export async function seedDemoStudents(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(users).where(inArray(users.email, demoEmails));
  if ((existing?.n ?? 0) > 0) return 0;
  const [school] = await db.select({ id: schools.id }).from(schools).orderBy(asc(schools.id)).limit(1);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const student of DEMO_STUDENTS) {
      const id = randomBytes(16).toString("base64url");
      await tx.insert(users).values({
        id,
        name: student.name,
        email: student.email,
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
    }
  });
  return DEMO_STUDENTS.length;
}

/** Gives each demo student who exists and has no entries yet their week; returns how many entries were added. */
export async function seedDemoSchedules(db: Db): Promise<number> {
  const present = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, demoEmails));
  let added = 0;
  for (const { id, email } of present) {
    const [has] = await db.select({ n: count() }).from(scheduleEntries).where(eq(scheduleEntries.userId, id));
    if ((has?.n ?? 0) > 0) continue;
    const timetable = DEMO_STUDENTS.find((s) => s.email === email)!.timetable;
    await db.insert(scheduleEntries).values(
      timetable.map(([className, teacherName, roomNumber, startTime, endTime, daysOfWeek]) => ({
        userId: id,
        className,
        teacherName,
        roomNumber,
        startTime,
        endTime,
        daysOfWeek,
      })),
    );
    added += timetable.length;
  }
  return added;
}
