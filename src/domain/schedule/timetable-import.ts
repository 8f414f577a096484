// A school's timetable, imported by an administrator as CSV (the console's Timetable tab, or the API): the file's
// shape, the choices the import offers and what it answers. The server reads the file (parse-timetable-csv.ts);
// the console shows the same problems, line by line, before anything is written.
import { z } from "zod";

/** The columns, in this order; a header row naming them is optional. */
export const TIMETABLE_COLUMNS = ["email", "class name", "teacher", "room", "start", "end", "days"] as const;
export type TimetableColumn = (typeof TIMETABLE_COLUMNS)[number];

/** A bigger file is refused whole; 50,000 rows holds a district's timetable (35,000 rows in issue 25's benchmark). */
export const MAX_TIMETABLE_ROWS = 50_000;
/** The import reads CSV bodies up to this size (about 60,000 rows); other routes keep the app's limit. */
export const TIMETABLE_MAX_BYTES = 5 * 1024 * 1024;
/** An answer lists this many problems at most (and says how many there were). */
export const MAX_REPORTED_ERRORS = 100;

/**
 * The file a school starts from: the header and rows that show each column's format. Its people are the demo's
 * students (`npm run demo`), so on the demo the template imports as it is.
 */
export const TIMETABLE_TEMPLATE_CSV = [
  TIMETABLE_COLUMNS.join(","),
  "maya.chen@students.riverside.example,AP Biology,Dr. Priya Patel,S204,08:00,08:50,Monday;Wednesday;Friday",
  "maya.chen@students.riverside.example,English 11,Ms. Rosa Alvarez,B112,08:55,09:45,Tue;Thu",
  "jordan.brooks@students.riverside.example,Robotics Club,Mr. Omar Haddad,Lab 3,15:30,16:30,Wed",
  "",
].join("\n");

const flag = z
  .enum(["true", "false"])
  .default("false")
  .transform((value) => value === "true");

export const timetableImportQuerySchema = z.object({
  /** replace: each listed student's entries become the file's; add: the file's entries join what they have. */
  mode: z.enum(["replace", "add"]).default("replace"),
  /** Check the file and answer what an import would do; nothing is written. */
  preview: flag,
  /** Write the rows that pass and report the others; without it, one problem refuses the whole file. */
  skipInvalid: flag,
});
export type TimetableImportMode = z.infer<typeof timetableImportQuerySchema>["mode"];

export const timetableProblemSchema = z.object({
  /** The file's line number (the header, when present, is line 1). */
  row: z.number().int(),
  /** The column the problem is in, when it is in one. */
  column: z.enum(TIMETABLE_COLUMNS).optional(),
  message: z.string(),
});
export type TimetableProblem = z.infer<typeof timetableProblemSchema>;

const problems = {
  problems: z.array(timetableProblemSchema).describe(`The first ${MAX_REPORTED_ERRORS} problems, by line`),
  problemCount: z.number().int().describe("Rows or cells with a problem, in all"),
};

export const timetablePreviewSchema = z.object({
  preview: z.literal(true),
  rows: z.number().int().describe("Rows with content (the header not counted)"),
  validRows: z.number().int().describe("Rows that would be written"),
  users: z.number().int().describe("Students (accounts) the valid rows belong to"),
  existingEntries: z.number().int().describe("Entries those students have now"),
  ...problems,
});
export type TimetablePreview = z.infer<typeof timetablePreviewSchema>;

export const timetableImportResultSchema = z.object({
  users: z.number().int().describe("Users whose schedule was written"),
  entries: z.number().int().describe("Entries imported"),
  replacedEntries: z.number().int().describe("Entries those users had before, now deleted (mode replace)"),
  skippedRows: z.number().int().describe("Rows left out for a problem (skipInvalid)"),
  ...problems,
});
export type TimetableImportResult = z.infer<typeof timetableImportResultSchema>;
