// The users export the console downloads; the export itself is recorded in the audit log.
// It streams: users are read in keyset pages (newest first) and each page is written out as CSV before the next is
// read, so a district's 30,000 users never sit in the server's memory at once. Each page is one statement of its
// own, outside any transaction, so on PGlite (one connection) other requests run between the pages; created_at never
// changes, so the keyset walk sees every user that exists for the whole export exactly once.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { count, desc, sql } from "drizzle-orm";
import { stringify } from "csv-stringify";
import { EXPORT_COLUMNS, neutraliseCsvCell } from "../../../domain/admin/admin-schemas";
import { users } from "../../db/schema";
import { recordAdminAction, type AuditActor } from "../../platform/auth/audit-log";
import type { Db } from "../../platform/database/db";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

/** Users read per statement: big enough that 30,000 users take 30 round trips, small enough to stay flat. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * All users as RFC 4180 CSV, with formula-like cells neutralised, as a stream of bytes. The audit entry (with the
 * number of users at the moment of the request) is committed before the first byte, so even an export that is
 * abandoned half-way is on record.
 */
export async function exportUsersCsv(
  { db, realtime }: UseCaseDeps,
  actor: AuditActor,
  batchRows = EXPORT_BATCH_ROWS,
): Promise<Readable> {
  await db.transaction(async (tx) => {
    const [total] = await tx.select({ rows: count() }).from(users);
    await recordAdminAction(tx, realtime, actor, {
      action: "users.export",
      targetType: "users",
      after: { rows: total!.rows },
    });
  });
  const csv = stringify({ quoted_match: /[",\r\n]/, record_delimiter: "windows" });
  // A failed page destroys the CSV stream, which aborts the response rather than ending it as if complete.
  pipeline(Readable.from(exportRecords(db, batchRows)), csv).catch(() => undefined);
  return csv;
}

async function* exportRecords(db: Db, batchRows: number): AsyncGenerator<string[]> {
  yield [...EXPORT_COLUMNS];
  // The keyset is read back as PostgreSQL's own text, because a JavaScript Date drops created_at's microseconds.
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const page = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        schoolId: users.schoolId,
        status: users.status,
        createdAt: users.createdAt,
        isCasStudent: users.isCasStudent,
        keyAt: sql<string>`${users.createdAt}::text`,
      })
      .from(users)
      .where(
        after ? sql`(${users.createdAt}, ${users.id}) < (${after.createdAt}::timestamptz, ${after.id})` : undefined,
      )
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(batchRows);
    for (const u of page) {
      yield [
        u.email,
        u.name,
        u.schoolId === null ? "" : String(u.schoolId),
        u.status,
        u.createdAt.toISOString(),
        u.isCasStudent ? "Yes" : "No",
      ].map(neutraliseCsvCell);
    }
    const last = page.at(-1);
    if (!last || page.length < batchRows) return;
    after = { createdAt: last.keyAt, id: last.id };
  }
}
