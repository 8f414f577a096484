import { RotateCw } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "@/web/components/skip-link";
import { Button } from "@/web/components/ui/button";
import { usePageTitle } from "@/web/lib/use-page-title";

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

/** The root route's error element: whatever a page throws while rendering or loading ends up here. */
export function RenderErrorPage() {
  const error = useRouteError();
  usePageTitle("Unexpected Application Error!");
  // Details help while developing; a deployed app keeps them out of students' sight (they are in the console).
  const details = import.meta.env.DEV ? describe(error) : null;

  return (
    <>
      <SkipLink />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-4 py-12 text-center"
      >
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Unexpected Application Error!</h1>
        <p className="text-muted-foreground">
          Something went wrong while showing this page. Reloading usually fixes it; if it keeps happening, please tell
          your school administrators.
        </p>
        {details ? (
          <pre className="max-w-full overflow-x-auto rounded-lg border border-border bg-card p-4 text-left text-sm whitespace-pre-wrap">
            {details}
          </pre>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Reload page
          </Button>
          <Button asChild variant="outline">
            {/* A full page load, so a broken app state is left behind. */}
            <Link to="/" reloadDocument>
              Return to Home
            </Link>
          </Button>
        </div>
      </main>
    </>
  );
}
