// The console's user list: search (by email or name), status and school filters, sort and paging, all in SQL.
import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { USER_SORTS, userListQuerySchema } from "../../../domain/admin/admin-schemas";
import { pageOffset } from "../../../domain/paging/paging";
import { users } from "../../db/schema";
import type { Db } from "../../platform/database/db";
import { toAdminUser } from "./admin-user-row";

type UserSort = (typeof USER_SORTS)[number];

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
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const found = Number(total?.n ?? 0);
  // The page's ids first, then their rows: skipping to the last of 30,000 users walks an index, not the table. A page
  // past the middle is read from the far end, backwards: the last page costs what the first costs.
  const start = pageOffset(query.page, query.pageSize);
  const end = Math.min(start + query.pageSize, found);
  const fromEnd = start > found / 2;
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...orderBy(query.sort, fromEnd))
    .limit(Math.max(0, end - start))
    .offset(fromEnd ? found - end : start);
  const rows =
    end > start
      ? await db
          .select()
          .from(users)
          .where(inArray(users.id, pageIds))
          .orderBy(...orderBy(query.sort, false))
      : [];
  return { users: rows.map(toAdminUser), total: found, page: query.page, pageSize: query.pageSize };
}

// Each sort ends in a unique column, so a page read backwards holds the same users as read forwards.
const ORDERS: Record<UserSort, [AnyColumn, "asc" | "desc"][]> = {
  created_at: [
    [users.createdAt, "desc"],
    [users.id, "asc"],
  ],
  email: [[users.email, "asc"]],
  name: [
    [users.name, "asc"],
    [users.email, "asc"],
  ],
  status: [
    [users.status, "asc"],
    [users.createdAt, "desc"],
    [users.id, "asc"],
  ],
};

function orderBy(sort: UserSort, backwards: boolean) {
  return ORDERS[sort].map(([column, direction]) => ((direction === "asc") !== backwards ? asc(column) : desc(column)));
}
