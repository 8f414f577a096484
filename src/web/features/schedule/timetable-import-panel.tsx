// The console's Timetable tab: an administrator uploads the school's timetable export (CSV), sees every row's problem
// by line and column before anything is written, chooses to replace or add, and gets a summary. Students never
// create entries in the web app; this is how a school without the iOS app fills its students' schedules.
import { Download, FileCheck2, Upload } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import {
  MAX_TIMETABLE_ROWS,
  TIMETABLE_COLUMNS,
  TIMETABLE_MAX_BYTES,
  TIMETABLE_TEMPLATE_CSV,
  type TimetableImportMode,
  type TimetablePreview,
} from "@/domain/schedule/timetable-import";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { RadioCard } from "@/web/components/ui/radio-card";
import { toast } from "@/web/lib/toast";
import { useImportTimetable, usePreviewTimetable } from "./api/import-timetable";
import { TIMETABLE_TEXTS as T } from "./timetable-import-texts";
import { TimetableProblems } from "./timetable-problems";
import { Spinner } from "@/web/components/ui/spinner";

type Chosen = { name: string; text: string; lines: number };

const MODES: { value: TimetableImportMode; label: string; hint: string }[] = [
  { value: "replace", label: T.replaceLabel, hint: T.replaceHint },
  { value: "add", label: T.addLabel, hint: T.addHint },
];

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([TIMETABLE_TEMPLATE_CSV], { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "timetable-template.csv";
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function TimetableImportPanel() {
  const fileId = useId();
  const [file, setFile] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mode, setMode] = useState<TimetableImportMode>("replace");
  const preview = usePreviewTimetable();
  const importing = useImportTimetable();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    preview.reset();
    importing.reset();
    setFile(null);
    setFileError(null);
    if (!picked) return;
    if (picked.size > TIMETABLE_MAX_BYTES) return setFileError(T.tooLarge);
    const text = await picked.text();
    const chosen = { name: picked.name, text, lines: text.split(/\r?\n/).filter((l) => l.trim()).length };
    setFile(chosen);
    preview.mutate(chosen.text);
  };

  const runImport = () => {
    if (!file) return;
    importing.mutate(
      { csv: file.text, mode },
      {
        onSuccess: (result) => toast.success(T.imported(result.entries, result.users)),
        onError: (error) => toast.error(error.message || T.importFailed),
      },
    );
  };

  const checked: TimetablePreview | undefined = preview.data;
  const busy = preview.isPending || importing.isPending;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{T.title}</h2>
        </CardTitle>
        <CardDescription>{T.description(TIMETABLE_COLUMNS.join(", "), MAX_TIMETABLE_ROWS)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-col gap-2">
            <label htmlFor={fileId} className="text-sm font-medium">
              {T.fileLabel}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void choose(event)}
              disabled={busy}
              className="min-h-11 max-w-full text-sm file:mr-3 file:h-11 file:rounded-md file:border file:border-border file:bg-secondary file:px-3 file:text-secondary-foreground"
            />
          </div>
          <Button type="button" variant="outline" onClick={downloadTemplate}>
            <Download aria-hidden="true" /> {T.template}
          </Button>
        </div>
        {fileError && (
          <p role="alert" className="text-sm font-medium text-red-300">
            {fileError}
          </p>
        )}

        {busy && (
          <div role="status" className="flex flex-col gap-2">
            <span className="flex items-center gap-2 text-sm">
              <Spinner className="size-4" />
              {preview.isPending ? T.checking(file?.lines ?? 0) : T.writing(checked?.validRows ?? 0)}
            </span>
            {/* No value: the server checks the rows in one request, so the bar says "working", not a share done. */}
            <progress aria-label={T.progressLabel} className="h-2 w-full" />
          </div>
        )}
        {preview.isError && (
          <p role="alert" className="text-sm font-medium text-red-300">
            {preview.error.message}
          </p>
        )}

        {checked && !importing.data && (
          <section aria-label={T.previewLabel} className="flex flex-col gap-4">
            <p className="flex items-center gap-2 text-sm">
              <FileCheck2 aria-hidden="true" className="size-4 shrink-0" />
              {T.previewSummary(checked, file?.name ?? "")}
            </p>
            <TimetableProblems problems={checked.problems} total={checked.problemCount} />
            <fieldset>
              <legend className="text-sm font-semibold">{T.modeLegend}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {MODES.map((option) => (
                  <RadioCard
                    key={option.value}
                    name="timetable-mode"
                    value={option.value}
                    checked={mode === option.value}
                    onChange={() => setMode(option.value)}
                    label={option.label}
                    hint={option.hint}
                  />
                ))}
              </div>
            </fieldset>
            <div>
              <Button type="button" onClick={runImport} disabled={busy || checked.validRows === 0}>
                <Upload aria-hidden="true" /> {T.importButton(checked)}
              </Button>
            </div>
          </section>
        )}

        {importing.data && (
          <section aria-label={T.resultLabel} className="flex flex-col gap-3">
            <p role="status" className="font-medium">
              {T.resultSummary(importing.data)}
            </p>
            <TimetableProblems problems={importing.data.problems} total={importing.data.problemCount} />
          </section>
        )}
      </CardContent>
    </Card>
  );
}
