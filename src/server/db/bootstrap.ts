// Rows every installation needs, created at each start when missing: the configured school and the sign-up switch.
import { eq } from "drizzle-orm";
import type { Db } from "../platform/database/db";
import { schools, signupSettings } from "./schema";

export async function ensureBaseRows(db: Db, { schoolName }: { schoolName: string }) {
  await db.insert(schools).values({ name: schoolName }).onConflictDoNothing({ target: schools.name });
  await db
    .insert(signupSettings)
    .values({ id: 1, isSignupEnabled: true })
    .onConflictDoNothing({ target: signupSettings.id });
  const [school] = await db.select().from(schools).where(eq(schools.name, schoolName));
  if (!school) throw new Error(`could not create the school ${schoolName}`);
  return school;
}
