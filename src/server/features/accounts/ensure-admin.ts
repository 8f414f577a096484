// ADMIN_EMAIL + ADMIN_PASSWORD at start: create that admin (email confirmed), or promote and re-key the account.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { accounts, users } from "../../db/schema";
import { hashPassword } from "../../platform/auth";
import type { Db } from "../../platform/db";

export async function ensureAdmin(
  db: Db,
  { email, password, schoolId }: { email: string; password: string; schoolId: number | null },
) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = existing?.id ?? randomBytes(16).toString("base64url");
    if (existing) {
      await tx
        .update(users)
        .set({ role: "admin", emailVerified: true, status: "active", bannedUntil: null, banReason: null })
        .where(eq(users.id, userId));
    } else {
      await tx
        .insert(users)
        .values({ id: userId, name: "Administrator", email, emailVerified: true, role: "admin", schoolId });
    }
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    if (credential) {
      await tx.update(accounts).set({ password: passwordHash }).where(eq(accounts.id, credential.id));
    } else {
      await tx.insert(accounts).values({
        id: randomBytes(16).toString("base64url"),
        userId,
        accountId: userId,
        providerId: "credential",
        password: passwordHash,
      });
    }
  });
}
