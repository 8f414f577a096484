// The console's user list: search (by email or name), status and school filters, sort and paging, all in SQL.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { userListQuerySchema } from "../../../domain/admin/admin-schemas";
import { users } from "../../db/schema";
import type { Db } from "../../platform/db";
import { toAdminUser } from "./admin-user-row";

// A search is plain text: LIKE's wildcards in it match themselves.
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of the user list, filtered and sorted on the server so 10,000 users stay fast. */
export async function listUsers(db: Db, query: z.output<typeof userListQuerySchema>) {
  const filters: (SQL | undefined)[] = [
    query.search
      ? or(ilike(users.email, `%${escapeLike(query.search)}%`), ilike(users.name, `%${escapeLike(query.search)}%`))
      : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.schoolId ? eq(users.schoolId, query.schoolId) : undefined,
  ];
  const where = and(...filters);
  const order = {
    created_at: [desc(users.createdAt), asc(users.id)],
    email: [asc(users.email)],
    name: [asc(users.name), asc(users.email)],
    status: [asc(users.status), desc(users.createdAt)],
  }[query.sort];
  // The page's ids first, then their rows: skipping to the last of 30,000 users walks an index, not the table.
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(inArray(users.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}
