// `/admin/messaging-docs`: the iOS integration guide, written for our real API (the text lives in src/domain/docs,
// where a test checks every endpoint it names against the served OpenAPI document).
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { IOS_INTEGRATION_GUIDE } from "@/domain/docs/ios-integration";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { buttonVariants } from "@/web/components/ui/button";
import { usePageTitle } from "@/web/lib/use-page-title";

/** Renders `code` spans written with backticks in the guide's text. */
function RichText({ text }: { text: string }) {
  return (
    <>
      {text.split(/(`[^`]+`)/).map((part, i) =>
        part.startsWith("`") && part.endsWith("`") ? (
          <code key={i} className="rounded bg-secondary px-1 py-0.5 text-[0.9em] break-words">
            {part.slice(1, -1)}
          </code>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export function MessagingDocsPage() {
  usePageTitle("Messaging Docs");
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <Link to="/admin/dashboard" className={buttonVariants({ variant: "outline", size: "sm" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Messaging and iOS integration</h1>
        <p className="mt-3 text-muted-foreground">
          How the iOS app signs in, exchanges messages, reads notifications and schedules, and follows live updates. The
          complete, generated API reference is at{" "}
          <a href="/api/docs" className="text-accent underline underline-offset-4">
            /api/docs
          </a>
          .
        </p>
        {IOS_INTEGRATION_GUIDE.map((section) => (
          <section key={section.title} className="mt-10" aria-labelledby={slug(section.title)}>
            <h2 id={slug(section.title)} className="text-xl font-semibold">
              {section.title}
            </h2>
            {section.paragraphs.map((p, i) => (
              <p key={i} className="mt-3 leading-relaxed text-muted-foreground">
                <RichText text={p} />
              </p>
            ))}
            {section.endpoints && (
              <>
                {/* A phone gets a list (a three-column table of long paths does not fit 360 px); wider screens a table. */}
                <ul aria-label={`Endpoints for ${section.title}`} className="mt-4 flex flex-col gap-2 sm:hidden">
                  {section.endpoints.map((e) => (
                    <li key={`${e.method} ${e.path}`} className="rounded-lg border border-border p-3 text-sm">
                      <p className="font-mono break-all">
                        <span className="font-semibold">{e.method}</span> {e.path}
                      </p>
                      <p className="mt-1 text-muted-foreground">{e.what}</p>
                    </li>
                  ))}
                </ul>
                <div className="mt-4 hidden overflow-x-auto rounded-lg border border-border sm:block">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Endpoints for {section.title}</caption>
                    <thead className="bg-secondary">
                      <tr>
                        <th scope="col" className="px-3 py-2">
                          Method
                        </th>
                        <th scope="col" className="px-3 py-2">
                          Path
                        </th>
                        <th scope="col" className="px-3 py-2">
                          What it does
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {section.endpoints.map((e) => (
                        <tr key={`${e.method} ${e.path}`} className="border-t border-border">
                          <td className="px-3 py-2 font-mono font-semibold">{e.method}</td>
                          <td className="px-3 py-2 font-mono break-all">{e.path}</td>
                          <td className="px-3 py-2 text-muted-foreground">{e.what}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
            {section.list && (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-muted-foreground">
                {section.list.map((item, i) => (
                  <li key={i}>
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </main>
    </div>
  );
}

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
