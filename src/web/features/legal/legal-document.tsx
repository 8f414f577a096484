import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Button } from "@/web/components/ui/button";
import { usePageTitle } from "@/web/lib/use-page-title";

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  description: string;
  effectiveDate: string;
  intro: ReactNode;
  /** Numbered in the order given. */
  sections: LegalSection[];
  /** The closing, unnumbered "Contact Us" section. */
  contact: ReactNode;
};

const sectionBodyClass =
  "space-y-3 leading-relaxed text-muted-foreground [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";

/** The shared frame of the Terms of Service and the Privacy Policy: title, effective date, contents, sections. */
export function LegalDocument({ title, description, effectiveDate, intro, sections, contact }: LegalDocumentProps) {
  usePageTitle(title, description);
  const contents = [
    ...sections.map((section, index) => ({ id: section.id, label: `${index + 1}. ${section.title}` })),
    { id: "contact", label: "Contact Us" },
  ];

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </SiteHeader>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <header className="border-b border-border pb-8">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
            <p className="mt-3 text-sm font-medium text-indigo-200">Effective date: {effectiveDate}</p>
            <div className={`mt-6 ${sectionBodyClass}`}>{intro}</div>
          </header>

          <nav aria-labelledby="contents-title" className="mt-8 rounded-xl border border-border bg-card p-5">
            <h2 id="contents-title" className="text-sm font-semibold tracking-wide text-foreground uppercase">
              Contents
            </h2>
            <ol className="mt-3 gap-x-6 text-sm sm:columns-2 sm:[&>li]:mb-2 [&>li]:break-inside-avoid">
              {contents.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="rounded text-accent underline-offset-4 hover:underline inline-flex min-h-6 items-center max-sm:min-h-11"
                  >
                    {entry.label}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          {sections.map((section, index) => (
            <section
              key={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-6"
              id={section.id}
            >
              <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold tracking-tight text-foreground">
                {index + 1}. {section.title}
              </h2>
              <div className={sectionBodyClass}>{section.body}</div>
            </section>
          ))}

          <section aria-labelledby="contact-title" className="mt-10 scroll-mt-6" id="contact">
            <h2 id="contact-title" className="mb-3 text-xl font-semibold tracking-tight text-foreground">
              Contact Us
            </h2>
            <div className={sectionBodyClass}>{contact}</div>
          </section>
        </article>
      </main>

      <SiteFooter />
    </div>
  );
}
