// Who I may write to: for a student, the administrators; for an administrator, anyone matching the search.
import { and, asc, eq, ilike, ne, or } from "drizzle-orm";
import { users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import type { SignedInUser } from "../../platform/auth/access";
import { escapeLike } from "./messaging-queries";

export async function listPeopleToMessage(db: Db, me: SignedInUser, search: string | undefined, limit = 20) {
  const term = search?.trim();
  const matches = term
    ? or(ilike(users.name, `%${escapeLike(term)}%`), ilike(users.email, `%${escapeLike(term)}%`))
    : undefined;
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(
      and(
        ne(users.id, me.id),
        eq(users.status, "active"),
        me.role === "admin" ? undefined : eq(users.role, "admin"),
        matches,
      ),
    )
    .orderBy(asc(users.name))
    .limit(Math.min(Math.max(limit, 1), 50));
}
