// What the sign-up form needs before anyone signs in: whether sign-up is open, and the schools to choose from.
import { asc } from "drizzle-orm";
import { schools } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { isSignUpEnabled } from "./sign-up";

export async function getSignUpOptions(db: Db) {
  return {
    enabled: await isSignUpEnabled(db),
    schools: await db.select({ id: schools.id, name: schools.name }).from(schools).orderBy(asc(schools.name)),
  };
}
