// A new account whose address counts as confirmed, with a password credential: how the administrator from
// ADMIN_EMAIL or the setup page, and the demo's people, are written (sign-up goes through better-auth instead).
import { randomBytes } from "node:crypto";
import { asc } from "drizzle-orm";
import { accounts, schools, users } from "./schema";
import type { Db, Tx } from "../platform/database/db";

type NewUser = {
  name: string;
  email: string;
  schoolId: number | null;
  /** An argon2id hash (`hashPassword`), made before the transaction: hashing takes a while. */
  passwordHash: string;
  role?: "admin";
};

/** Inserts the user and its credential in the caller's transaction; resolves to the new user's id. */
export async function insertConfirmedUser(tx: Tx, { name, email, schoolId, passwordHash, role }: NewUser) {
  const id = randomBytes(16).toString("base64url");
  await tx.insert(users).values({ id, name, email, emailVerified: true, schoolId, ...(role ? { role } : {}) });
  await insertCredential(tx, id, passwordHash);
  return id;
}

/** The password credential better-auth reads at sign-in. */
export async function insertCredential(tx: Tx, userId: string, passwordHash: string) {
  await tx.insert(accounts).values({
    id: randomBytes(16).toString("base64url"),
    userId,
    accountId: userId,
    providerId: "credential",
    password: passwordHash,
  });
}

/** The school a new account joins: the first one (the configured school; one installation serves one school). */
export async function firstSchoolId(db: Db | Tx): Promise<number | null> {
  const [school] = await db.select({ id: schools.id }).from(schools).orderBy(asc(schools.id)).limit(1);
  return school?.id ?? null;
}
