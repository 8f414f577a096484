// The demo students' weeks, so the Today's Schedule card, the admin schedule view and the calendar feed show
// something real in `npm run demo`: given to each demo student who exists and has no entries yet.
import { count, eq } from "drizzle-orm";
import type { Weekday } from "../../../domain/schedule/schedule-rules";
import { scheduleEntries } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { findDemoStudents } from "../../db/demo-people";

const ALL: Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const MWF: Weekday[] = ["Monday", "Wednesday", "Friday"];
const TTH: Weekday[] = ["Tuesday", "Thursday"];

type Class = [className: string, teacherName: string, roomNumber: string, start: string, end: string, days: Weekday[]];

/** Each demo student's week, by email (DEMO_STUDENTS). */
export const DEMO_TIMETABLES: Record<string, Class[]> = {
  "maya.chen@students.riverside.example": [
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
  "jordan.brooks@students.riverside.example": [
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
  "aisha.rahman@students.riverside.example": [
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
};

/** Gives each demo student who exists and has no entries yet their week; returns how many entries were added. */
export async function seedDemoSchedules(db: Db): Promise<number> {
  let added = 0;
  for (const { id, email } of (await findDemoStudents(db)) ?? []) {
    const [has] = await db.select({ n: count() }).from(scheduleEntries).where(eq(scheduleEntries.userId, id));
    if ((has?.n ?? 0) > 0) continue;
    const timetable = DEMO_TIMETABLES[email]!;
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
