// What the console's Timetable tab says.
import type { TimetableImportResult, TimetablePreview } from "@/domain/schedule/timetable-import";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const TIMETABLE_TEXTS = {
  title: "Import Timetable",
  description: (columns: string, maxRows: number) =>
    `Upload the school's timetable as CSV, one class per row, with the columns ${columns}. Each row is checked ` +
    `before anything is written; up to ${maxRows.toLocaleString("en-US")} rows per file.`,
  fileLabel: "Timetable file (CSV)",
  template: "Download template",
  tooLarge: "This file is larger than 5 MB. Split it into smaller files.",
  checking: (lines: number) => `Checking ${plural(lines, "line")}…`,
  writing: (rows: number) => `Importing ${plural(rows, "row")}…`,
  progressLabel: "Import progress",
  previewLabel: "Check of the file",
  previewSummary: (p: TimetablePreview, name: string) =>
    `${name}: ${plural(p.rows, "row")}, ${plural(p.validRows, "row")} ready to import for ${plural(p.users, "student")} ` +
    `(who have ${plural(p.existingEntries, "class", "classes")} now).`,
  problemsTitle: (total: number) => `${plural(total, "problem")} to fix`,
  noProblems: "No problems found.",
  moreProblems: (more: number) => `…and ${plural(more, "more problem")}. Fix these and check the file again.`,
  line: "Line",
  column: "Column",
  problem: "Problem",
  wholeRow: "whole row",
  modeLegend: "For each student in the file",
  replaceLabel: "Replace their classes",
  replaceHint: "Their current classes are deleted; the file's become their schedule.",
  addLabel: "Add to their classes",
  addHint: "The file's classes join the ones they already have.",
  importButton: (p: TimetablePreview) =>
    p.validRows === p.rows
      ? `Import ${plural(p.validRows, "row")}`
      : `Import ${plural(p.validRows, "row")}, skip the rest`,
  imported: (entries: number, users: number) =>
    `Imported ${plural(entries, "class", "classes")} for ${plural(users, "student")}`,
  importFailed: "The import failed. Nothing was written.",
  resultLabel: "Import summary",
  resultSummary: (r: TimetableImportResult) =>
    `Done: ${plural(r.users, "student")} matched, ${plural(r.entries, "class", "classes")} written` +
    (r.replacedEntries ? `, ${plural(r.replacedEntries, "old class", "old classes")} replaced` : "") +
    (r.skippedRows ? `, ${plural(r.skippedRows, "row")} skipped (below)` : "") +
    ".",
} as const;
