// The admin timetable import: every row is checked (and every email must belong to an account) before anything is
// written; then the listed users' entries are replaced in one transaction, with multi-row inserts. All or nothing.
import { inArray, sql } from "drizzle-orm";
import { scheduleEntries, users } from "../../db/schema";
import { queryRows, type Tx } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { ValidScheduleEntry } from "../../../domain/schedule/schedule-schemas";
import { parseTimetableCsv, type RowError } from "./parse-timetable-csv";
import { announceScheduleChanges, type ScheduleDeps } from "./schedule-events";

/** The import reads CSV bodies up to this size (about 60,000 rows); other routes keep the app's limit. */
export const TIMETABLE_MAX_BYTES = 5 * 1024 * 1024;

/** The answer lists this many errors at most (and says how many there were). */
export const MAX_REPORTED_ERRORS = 100;
// Rows go in as one JSON parameter per statement: binding 7 parameters a row cost more than the insert itself
// (35,000 rows: 9 s on PGlite as 1,000-row multi-row inserts, about 1 s this way).
const INSERT_BATCH_ROWS = 5000;
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
      await insertEntries(tx, values.slice(i, i + INSERT_BATCH_ROWS));
    }
    await announceScheduleChanges(realtime, tx, userIds);
    return { users: userIds.length, entries: values.length, replacedEntries };
  });
}

type NewEntry = ValidScheduleEntry & { userId: string };

async function insertEntries(tx: Tx, entries: NewEntry[]) {
  const rows = JSON.stringify(
    entries.map((e) => ({
      user_id: e.userId,
      class_name: e.className,
      teacher_name: e.teacherName ?? null,
      room_number: e.roomNumber ?? null,
      start_time: e.startTime,
      end_time: e.endTime,
      days_of_week: e.daysOfWeek,
    })),
  );
  await tx.execute(sql`
    insert into ${scheduleEntries} (user_id, class_name, teacher_name, room_number, start_time, end_time, days_of_week)
    select user_id, class_name, teacher_name, room_number, start_time, end_time, days_of_week
    from jsonb_to_recordset(${rows}::jsonb) as x(user_id text, class_name text, teacher_name text, room_number text,
                                                 start_time text, end_time text, days_of_week text[])`);
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
