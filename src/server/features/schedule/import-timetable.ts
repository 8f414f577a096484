// The admin timetable import: every row is checked (and every email must belong to an account) before anything is
// written; then the listed users' entries are replaced in one transaction, with multi-row inserts. All or nothing.
import { inArray, sql } from "drizzle-orm";
import { scheduleEntries, users } from "../../db/schema";
import { queryRows } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { parseTimetableCsv, type RowError } from "./parse-timetable-csv";
import { announceScheduleChange, type ScheduleDeps } from "./schedule-events";

/** The import reads CSV bodies up to this size (about 60,000 rows); other routes keep the app's limit. */
export const TIMETABLE_MAX_BYTES = 5 * 1024 * 1024;

/** The answer lists this many errors at most (and says how many there were). */
export const MAX_REPORTED_ERRORS = 100;
// 1,000 rows × 7 parameters stays far below PostgreSQL's 65,535 parameters per statement.
const INSERT_BATCH_ROWS = 1000;
const LOOKUP_BATCH = 5000;

export type ImportResult = { users: number; entries: number; replacedEntries: number };

export async function importTimetable({ db, realtime }: ScheduleDeps, csv: string): Promise<ImportResult> {
  const { rows, errors } = parseTimetableCsv(csv);

  const emails = [...new Set(rows.map((r) => r.email))];
  const userIdByEmail = new Map<string, string>();
  for (let i = 0; i < emails.length; i += LOOKUP_BATCH) {
    const found = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails.slice(i, i + LOOKUP_BATCH)));
    for (const user of found) userIdByEmail.set(user.email, user.id);
  }
  for (const { row, email } of rows) {
    if (!userIdByEmail.has(email)) errors.push({ row, message: `email: no account uses ${email}` });
  }
  if (errors.length > 0) throw invalidTimetable(errors);

  const userIds = [...new Set(rows.map((r) => userIdByEmail.get(r.email)!))];
  const values = rows.map(({ email, entry }) => ({ userId: userIdByEmail.get(email)!, ...entry }));
  return db.transaction(async (tx) => {
    let replacedEntries = 0;
    for (let i = 0; i < userIds.length; i += LOOKUP_BATCH) {
      const [deleted] = await queryRows<{ n: number }>(
        tx,
        sql`with gone as (
              delete from ${scheduleEntries}
              where ${inArray(scheduleEntries.userId, userIds.slice(i, i + LOOKUP_BATCH))}
              returning 1
            ) select count(*)::int as n from gone`,
      );
      replacedEntries += deleted?.n ?? 0;
    }
    for (let i = 0; i < values.length; i += INSERT_BATCH_ROWS) {
      await tx.insert(scheduleEntries).values(values.slice(i, i + INSERT_BATCH_ROWS));
    }
    for (const userId of userIds) await announceScheduleChange(realtime, tx, userId);
    return { users: userIds.length, entries: values.length, replacedEntries };
  });
}

function invalidTimetable(errors: RowError[]) {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const count = sorted.length;
  const first = sorted[0]!;
  const summary =
    count === 1
      ? `Row ${first.row}: ${first.message}. Nothing was imported.`
      : `The timetable has ${count} errors, the first on row ${first.row}: ${first.message}. Nothing was imported.`;
  return new AppError("invalid_timetable", summary, 400, {
    errors: sorted.slice(0, MAX_REPORTED_ERRORS),
    errorCount: count,
  });
}
