// Reads a school timetable export (CSV) into schedule entries, checking every row with the entry rules; each problem
// names the line it is on, so an administrator can fix the file and send it again.
//
// The file's shape (also in docs/API.md):
// - seven columns, in this order: email, class name, teacher, room, start, end, days;
// - an optional header row naming those columns (spaces, underscores and case do not matter: "Class Name",
//   "class_name" and "className" all do);
// - start and end as 24-hour times; "8:05" is read as "08:05";
// - days as weekday names or their three-letter forms (Monday or Mon, any case), separated by ";" or "|", or by ","
//   inside a quoted field ("Monday,Wednesday");
// - teacher and room may be empty; blank lines are skipped.
// Row numbers are the file's line numbers (the header, when present, is line 1).
import { parse } from "csv-parse/sync";
import { personEmail } from "../../../domain/accounts/person-fields";
import { scheduleEntryInputSchema, type ValidScheduleEntry } from "../../../domain/schedule/schedule-schemas";
import { WEEKDAYS, type Weekday } from "../../../domain/schedule/schedule-rules";
import {
  MAX_TIMETABLE_ROWS,
  TIMETABLE_COLUMNS,
  type TimetableColumn,
  type TimetableProblem,
} from "../../../domain/schedule/timetable-import";

export type TimetableRow = { row: number; email: string; entry: ValidScheduleEntry };
export type RowError = TimetableProblem;
type CellProblem = { column?: TimetableColumn; message: string };

const HEADER_NAMES: Record<string, string[]> = {
  email: ["email", "emailaddress", "studentemail"],
  "class name": ["classname", "class"],
  teacher: ["teacher", "teachername"],
  room: ["room", "roomnumber"],
  start: ["start", "starttime"],
  end: ["end", "endtime"],
  days: ["days", "daysofweek"],
};

// Which CSV column each field of the entry came from, to name it in a message.
const COLUMN_OF_FIELD: Record<string, TimetableColumn> = {
  className: "class name",
  teacherName: "teacher",
  roomNumber: "room",
  startTime: "start",
  endTime: "end",
  daysOfWeek: "days",
};

const DAY_NAMES = new Map<string, Weekday>(
  WEEKDAYS.flatMap((day) => [
    [day.toLowerCase(), day],
    [day.slice(0, 3).toLowerCase(), day],
  ]),
);

const normalizeHeader = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, "");
const isHeader = (record: string[]) => normalizeHeader(record[0] ?? "") === "email";
const isBlank = (record: string[]) => record.every((cell) => cell === "");

/** "8:05" → "08:05"; anything else is left for the entry rules to judge. */
const padHour = (time: string) => (/^\d:\d\d$/.test(time) ? `0${time}` : time);

export function parseTimetableCsv(text: string): { rows: TimetableRow[]; errors: RowError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as { record, info }; the types do not follow the option.
    records = parse(text, { bom: true, trim: true, relax_column_count: true, info: true }) as unknown as typeof records;
  } catch (err) {
    const line = typeof (err as { lines?: unknown }).lines === "number" ? (err as { lines: number }).lines : 1;
    const reason = err instanceof Error ? err.message.replace(/^[\w ]+: /, "") : "unreadable";
    return { rows: [], errors: [{ row: line, message: `The file is not valid CSV: ${reason}` }] };
  }

  const rows: TimetableRow[] = [];
  const errors: RowError[] = [];
  let previousEnd = 0;
  let seenContent = false;
  let dataRows = 0;
  for (const { record, info } of records) {
    const row = previousEnd + 1;
    previousEnd = info.lines;
    if (isBlank(record)) continue;
    const first = !seenContent;
    seenContent = true;
    if (first && isHeader(record)) {
      const problem = checkHeader(record);
      if (problem) errors.push({ row, message: problem });
      continue;
    }
    if (++dataRows > MAX_TIMETABLE_ROWS) {
      return {
        rows: [],
        errors: [{ row, message: `The file has more than ${MAX_TIMETABLE_ROWS} rows; split it into smaller files` }],
      };
    }
    const result = readRow(record);
    if ("problems" in result) errors.push(...result.problems.map((problem) => ({ row, ...problem })));
    else rows.push({ row, ...result });
  }
  if (dataRows === 0 && errors.length === 0) errors.push({ row: 1, message: "The file has no rows" });
  return { rows, errors };
}

function checkHeader(record: string[]): string | null {
  const matches =
    record.length === TIMETABLE_COLUMNS.length &&
    TIMETABLE_COLUMNS.every((column, i) => HEADER_NAMES[column]!.includes(normalizeHeader(record[i] ?? "")));
  return matches ? null : `The header row must name the columns ${TIMETABLE_COLUMNS.join(", ")}, in this order`;
}

function readRow(record: string[]): { email: string; entry: ValidScheduleEntry } | { problems: CellProblem[] } {
  if (record.length !== TIMETABLE_COLUMNS.length) {
    return {
      problems: [
        {
          message: `Expected ${TIMETABLE_COLUMNS.length} columns (${TIMETABLE_COLUMNS.join(", ")}), found ${record.length}`,
        },
      ],
    };
  }
  const [emailCell, className, teacherName, roomNumber, start, end, daysCell] = record as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const problems: CellProblem[] = [];
  // Each message starts with its column's name too: the API's one-line summary reads well on its own.
  const problem = (column: TimetableColumn, message: string) =>
    problems.push({ column, message: `${column}: ${message}` });

  const email = personEmail.safeParse(emailCell);
  if (!email.success) problem("email", `"${emailCell}" is not a valid email address`);

  const days: string[] = [];
  for (const name of daysCell.split(/[;|,]/).map((d) => d.trim())) {
    if (!name) continue;
    const day = DAY_NAMES.get(name.toLowerCase());
    if (day) days.push(day);
    else problem("days", `"${name}" is not a weekday (use Monday to Sunday, or Mon to Sun)`);
  }

  const entry = scheduleEntryInputSchema.safeParse({
    className,
    teacherName,
    roomNumber,
    startTime: padHour(start),
    endTime: padHour(end),
    // An unknown name is reported above; the rules still check what is left (empty, repeated).
    daysOfWeek: days,
  });
  const unknownDay = problems.some((p) => p.column === "days");
  for (const issue of entry.error?.issues ?? []) {
    const field = String(issue.path[0]);
    // "Choose at least one day" says nothing new after "Funday is not a weekday".
    if (field === "daysOfWeek" && unknownDay) continue;
    const column = COLUMN_OF_FIELD[field];
    if (column) problem(column, issue.message);
    else problems.push({ message: issue.message });
  }
  if (problems.length > 0 || !email.success || !entry.success) return { problems };
  return { email: email.data, entry: entry.data };
}
