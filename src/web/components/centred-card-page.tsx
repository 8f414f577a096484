// A page that is one card in the middle of the screen, under the site's header: the first-run setup, the admin login.
import type { ReactNode } from "react";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

type CentredCardPageProps = {
  /** The card's large icon, above the title (decorative). */
  icon: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
};

export function CentredCardPage({ icon, title, description, children }: CentredCardPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center"
      >
        <Card className="w-full max-w-md">
          <CardHeader className="items-center gap-3 text-center">
            {icon}
            <CardTitle asChild>
              <h1 className="text-2xl">{title}</h1>
            </CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
