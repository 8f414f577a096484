// The demo's people for `npm run demo`: the three demo students every feature's demo part plays with, the one
// password they all sign in with, and the one way demo accounts are written (confirmed, with an argon2 credential).
import { inArray } from "drizzle-orm";
import { users } from "./schema";
import { hashPassword } from "../platform/auth/auth";
import type { Db, Tx } from "../platform/database/db";
import { firstSchoolId, insertConfirmedUser } from "./confirmed-account";

export const DEMO_PASSWORD = "Riverside-Demo-2026";

export const DEMO_STUDENTS = [
  { name: "Maya Chen", email: "maya.chen@students.riverside.example" },
  { name: "Jordan Brooks", email: "jordan.brooks@students.riverside.example" },
  { name: "Aisha Rahman", email: "aisha.rahman@students.riverside.example" },
] as const;

type Person = { name: string; email: string };
type Found = { id: string; name: string; email: string; schoolId: number | null };

/**
 * Creates those of `people` who do not exist yet, in one transaction; `alongside` adds a person's other rows in it.
 * Returns how many were created.
 */
export async function createDemoAccounts<P extends Person>(
  db: Db,
  people: readonly P[],
  alongside?: (tx: Tx, userId: string, person: P, schoolId: number | null) => Promise<void>,
): Promise<number> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((p) => p.email),
      ),
    );
  const missing = people.filter((p) => !existing.some((e) => e.email === p.email));
  if (missing.length === 0) return 0;
  const schoolId = await firstSchoolId(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const person of missing) {
      const userId = await insertConfirmedUser(tx, { name: person.name, email: person.email, schoolId, passwordHash });
      await alongside?.(tx, userId, person, schoolId);
    }
  });
  return missing.length;
}

/** The demo students as they are in the database, in DEMO_STUDENTS' order; null until all three exist. */
export async function findDemoStudents(db: Db): Promise<[maya: Found, jordan: Found, aisha: Found] | null> {
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email, schoolId: users.schoolId })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_STUDENTS.map((s) => s.email),
      ),
    );
  const [maya, jordan, aisha] = DEMO_STUDENTS.map((s) => found.find((u) => u.email === s.email));
  return maya && jordan && aisha ? [maya, jordan, aisha] : null;
}

/** Creates the demo students who are missing; returns how many were created. */
export function seedDemoStudents(db: Db): Promise<number> {
  return createDemoAccounts(db, DEMO_STUDENTS);
}
