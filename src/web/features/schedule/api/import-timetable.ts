// POST /api/admin/schedule/import/preview and /import: the console's timetable import. The file goes as CSV text;
// the preview writes nothing, the import writes the rows that passed (the others are skipped and listed).
import { useMutation } from "@tanstack/react-query";
import type { TimetableImportMode, TimetableImportResult, TimetablePreview } from "@/domain/schedule/timetable-import";
import { apiFetch } from "@/web/lib/api-client";

const csvBody = (text: string) => new Blob([text], { type: "text/csv" });

export function usePreviewTimetable() {
  return useMutation({
    mutationFn: (csv: string) =>
      apiFetch<TimetablePreview>("/api/admin/schedule/import/preview", { method: "POST", body: csvBody(csv) }),
  });
}

export function useImportTimetable() {
  return useMutation({
    // Not retried: a gateway timeout after the server wrote the rows would, in "add" mode, write them twice.
    mutationFn: ({ csv, mode }: { csv: string; mode: TimetableImportMode }) =>
      apiFetch<TimetableImportResult>(`/api/admin/schedule/import?mode=${mode}&skipInvalid=true`, {
        method: "POST",
        body: csvBody(csv),
        retry: false,
      }),
  });
}
