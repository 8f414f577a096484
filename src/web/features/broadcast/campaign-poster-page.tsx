// `/campaign-poster`: a student treasurer candidate's poster, its text editable in the page, 'Print Poster' for
// exactly one page (letter or A4, no browser headers or footers, backgrounds kept) and a link back home.
import { ArrowLeft, Printer, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { type PosterContent, posterFormSchema } from "@/domain/broadcast/poster-schemas";
import { POSTER_TEXT_MAX, POSTER_TEXTS } from "@/domain/broadcast/poster-texts";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { fieldControlClass, Input } from "@/web/components/ui/input";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { cn } from "@/web/lib/cn";
import { usePageTitle } from "@/web/lib/use-page-title";
import { CampaignPoster } from "./campaign-poster";
import { loadPoster, SAMPLE_POSTER, savePoster } from "./poster-content";

// Only while this page is shown: zero page margins (browsers then print no headers or footers), nothing but the
// poster, its colours kept, and no minimum height that could spill onto a second page.
const PRINT_CSS = `
@page { margin: 0; }
@media print {
  html, body { background: #fff !important; min-height: 0 !important; height: auto !important; }
  .campaign-poster {
    width: 205mm !important; max-width: none !important; height: 275mm !important; margin: 2mm auto 0 !important;
    border-radius: 0 !important; box-shadow: none !important; break-inside: avoid;
    -webkit-print-color-adjust: exact; print-color-adjust: exact;
  }
}`;

/** The poster's text, as its form; a new `content` needs a new form (its key), whose fields start from it. */
function EditPoster({ content, onChange }: { content: PosterContent; onChange: (c: PosterContent | null) => void }) {
  const { register, submit, formState } = useSchemaForm(posterFormSchema, {
    defaultValues: { ...content, promises: content.promises.join("\n") },
  });
  const errors = formState.errors;
  return (
    <Card className="gap-4 py-5 print:hidden">
      <CardHeader className="px-5">
        <CardTitle asChild>
          <h2>Edit the poster</h2>
        </CardTitle>
        <CardDescription>Your text stays in this browser for the next time you print.</CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <form noValidate onSubmit={submit(onChange)} className="flex flex-col gap-4">
          <FormField id="poster-name" label="Candidate" registration={register("name")} error={errors.name}>
            {(control) => <Input {...control} maxLength={POSTER_TEXT_MAX.name} />}
          </FormField>
          <FormField id="poster-office" label="Office" registration={register("office")} error={errors.office}>
            {(control) => <Input {...control} maxLength={POSTER_TEXT_MAX.office} />}
          </FormField>
          <FormField id="poster-slogan" label="Slogan" registration={register("slogan")} error={errors.slogan}>
            {(control) => <Input {...control} maxLength={POSTER_TEXT_MAX.slogan} />}
          </FormField>
          <FormField
            id="poster-promises"
            label="Promises"
            hint={POSTER_TEXTS.promisesHint}
            registration={register("promises")}
            error={errors.promises}
          >
            {(control) => <textarea {...control} rows={5} className={cn(fieldControlClass, "h-auto py-2")} />}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={formState.isSubmitting}>Update Poster</SubmitButton>
            <Button type="button" variant="outline" onClick={() => onChange(null)}>
              <RotateCcw aria-hidden="true" />
              Start over
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

export function CampaignPosterPage() {
  usePageTitle("Campaign Poster");
  const [content, setContent] = useState<PosterContent>(() =>
    loadPoster(typeof window === "undefined" ? undefined : window.localStorage),
  );
  const change = (next: PosterContent | null) => {
    savePoster(window.localStorage, next);
    setContent(next ?? SAMPLE_POSTER);
  };

  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 print:m-0 print:block print:min-h-0 print:max-w-none print:p-0"
    >
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/" className={buttonVariants({ variant: "ghost" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print Poster
        </Button>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] print:block">
        <CampaignPoster content={content} />
        <EditPoster key={JSON.stringify(content)} content={content} onChange={change} />
      </div>
    </main>
  );
}
