// ADMIN_EMAIL + ADMIN_PASSWORD at start: create that admin (email confirmed), or promote and re-key the account. The
// first-run setup page (create-first-admin.ts) writes its administrator the same way.
import { and, eq } from "drizzle-orm";
import { accounts, users } from "../../db/schema";
import { hashPassword } from "../../platform/auth/auth";
import type { Db, Tx } from "../../platform/database/db";
import { passwordRefusal, siteWords } from "../../platform/auth/password-rule";
import { insertConfirmedUser, insertCredential } from "../../db/confirmed-account";

export async function ensureAdmin(
  db: Db,
  {
    email,
    password,
    schoolId,
    appName = "",
  }: { email: string; password: string; schoolId: number | null; /** APP_NAME */ appName?: string },
) {
  // config.ts holds ADMIN_PASSWORD to the length; the dictionary check runs here, as the server starts.
  const refusal = await passwordRefusal(password, { email }, await siteWords(db, appName));
  if (refusal) throw new Error(`Invalid configuration:\n  ADMIN_PASSWORD: ${refusal.message}`);
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) => writeAdmin(tx, { email, passwordHash, schoolId }));
}

export type AdminAccount = {
  email: string;
  /** An argon2id hash (`hashPassword`), made before the transaction: hashing takes a while. */
  passwordHash: string;
  schoolId: number | null;
  /** Given to a new account (else "Administrator"), and to an existing one that is promoted. */
  name?: string;
};

/** Writes the administrator in the caller's transaction; resolves to its user id. */
export async function writeAdmin(tx: Tx, { email, passwordHash, schoolId, name }: AdminAccount): Promise<string> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) {
    return insertConfirmedUser(tx, { name: name ?? "Administrator", email, schoolId, passwordHash, role: "admin" });
  }
  const userId = existing.id;
  await tx
    .update(users)
    .set({
      role: "admin",
      emailVerified: true,
      status: "active",
      bannedUntil: null,
      banReason: null,
      ...(name ? { name } : {}),
    })
    .where(eq(users.id, userId));
  const [credential] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  if (credential) {
    await tx.update(accounts).set({ password: passwordHash }).where(eq(accounts.id, credential.id));
  } else {
    await insertCredential(tx, userId, passwordHash);
  }
  return userId;
}
