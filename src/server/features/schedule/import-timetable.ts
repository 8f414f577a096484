// The admin timetable import: every row is checked (and every email must belong to an account) before anything is
// written; then the rows go in, in one transaction, with multi-row inserts. By default one problem refuses the whole
// file; the console first asks for a preview (nothing written), then may write the rows that pass (`skipInvalid`).
import { inArray, sql } from "drizzle-orm";
import {
  MAX_REPORTED_ERRORS,
  type TimetableImportMode,
  type TimetableImportResult,
  type TimetablePreview,
} from "../../../domain/schedule/timetable-import";
import { scheduleEntries, users } from "../../db/schema";
import { type Db, queryRows, type Tx } from "../../platform/database/db";
import { AppError } from "../../platform/http/errors";
import type { ValidScheduleEntry } from "../../../domain/schedule/schedule-schemas";
import { parseTimetableCsv, type RowError } from "./parse-timetable-csv";
import { announceScheduleChanges } from "./schedule-events";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

// Rows go in as one JSON parameter per statement: binding 7 parameters a row cost more than the insert itself
// (35,000 rows: 9 s on PGlite as 1,000-row multi-row inserts, about 1 s this way).
const INSERT_BATCH_ROWS = 5000;
const LOOKUP_BATCH = 5000;

type NewEntry = ValidScheduleEntry & { userId: string };
type CheckedTimetable = { rows: number; entries: NewEntry[]; userIds: string[]; errors: RowError[] };

/** Reads the file and matches its emails to accounts; writes nothing. */
async function checkTimetable(db: Db, csv: string): Promise<CheckedTimetable> {
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
  const entries: NewEntry[] = [];
  for (const { row, email, entry } of rows) {
    const userId = userIdByEmail.get(email);
    if (userId) entries.push({ userId, ...entry });
    else errors.push({ row, column: "email", message: `email: no account uses ${email}` });
  }
  errors.sort((a, b) => a.row - b.row);
  const badRows = new Set(errors.map((e) => e.row)).size;
  return { rows: entries.length + badRows, entries, userIds: [...new Set(entries.map((e) => e.userId))], errors };
}

const reported = (errors: RowError[]) => ({
  problems: errors.slice(0, MAX_REPORTED_ERRORS),
  problemCount: errors.length,
});

export async function previewTimetable(db: Db, csv: string): Promise<TimetablePreview> {
  const checked = await checkTimetable(db, csv);
  let existingEntries = 0;
  for (let i = 0; i < checked.userIds.length; i += LOOKUP_BATCH) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${scheduleEntries}
          where ${inArray(scheduleEntries.userId, checked.userIds.slice(i, i + LOOKUP_BATCH))}`,
    );
    existingEntries += row?.n ?? 0;
  }
  return {
    preview: true,
    rows: checked.rows,
    validRows: checked.entries.length,
    users: checked.userIds.length,
    existingEntries,
    ...reported(checked.errors),
  };
}

export async function importTimetable(
  { db, realtime }: UseCaseDeps,
  csv: string,
  { mode = "replace", skipInvalid = false }: { mode?: TimetableImportMode; skipInvalid?: boolean } = {},
): Promise<TimetableImportResult> {
  const { entries, userIds, errors } = await checkTimetable(db, csv);
  if (errors.length > 0 && (!skipInvalid || entries.length === 0)) throw invalidTimetable(errors);
  return db.transaction(async (tx) => {
    let replacedEntries = 0;
    for (let i = 0; mode === "replace" && i < userIds.length; i += LOOKUP_BATCH) {
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
    for (let i = 0; i < entries.length; i += INSERT_BATCH_ROWS) {
      await insertEntries(tx, entries.slice(i, i + INSERT_BATCH_ROWS));
    }
    await announceScheduleChanges(realtime, tx, userIds);
    return {
      users: userIds.length,
      entries: entries.length,
      replacedEntries,
      skippedRows: new Set(errors.map((e) => e.row)).size,
      ...reported(errors),
    };
  });
}

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
