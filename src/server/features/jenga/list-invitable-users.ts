// The admin's invite picker: users to invite to a game.
import { and, asc, eq, ilike, or } from "drizzle-orm";
import { type InvitableUser } from "../../../domain/jenga/jenga-schemas";
import { users } from "../../db/schema";
import type { Db } from "../../platform/database/db";

/** Active users matching a name or email search, by name, for the admin's invite picker. */
export async function listInvitableUsers(db: Db, search: string | undefined, limit = 20): Promise<InvitableUser[]> {
  const term = search?.trim();
  const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.status, "active"), like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}
