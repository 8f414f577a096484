// The SQL side of cursor paging (src/domain/paging/cursor.ts): a row's place in a newest-first list, read with
// PostgreSQL's microseconds, and "older than this cursor" written so an index on the time column serves it.
import { and, type AnyColumn, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { DATE_OUT_OF_RANGE, INVALID_DATE, isBoundedDate } from "../../../domain/dates/bounded-date";
import { decodeCursor } from "../../../domain/paging/cursor";
import { AppError } from "../http/errors";

/** The time as the cursor keeps it: ISO 8601 with microseconds (a JavaScript Date would drop three digits). */
export const cursorTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows after the cursor's row in a (time desc, id desc) list: at most its time, and at that very time a smaller id.
 * Undefined without a cursor; a 400 for a cursor that is not one of ours, or whose time no row can have (year 0000,
 * which PostgreSQL refuses to read).
 */
export function olderThanCursor(before: string | undefined, time: AnyColumn, id: AnyColumn): SQL | undefined {
  if (!before) return undefined;
  const cursor = decodeCursor(before);
  if (!cursor) throw new AppError("invalid_cursor", "This page link is not valid");
  if (!isBoundedDate(cursor.createdAt)) throw new AppError(INVALID_DATE, DATE_OUT_OF_RANGE);
  const at = sql`${cursor.createdAt}::timestamptz`;
  return and(lte(time, at), or(lt(time, at), lt(id, sql`${cursor.id}::uuid`)));
}
