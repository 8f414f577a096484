import { Construction } from "lucide-react";
import { Link } from "react-router";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { usePageTitle } from "@/web/lib/use-page-title";

/** Stands in for a screen of the route table that is not built yet, so every path already answers. */
export function ComingLaterPage({ pageName }: { pageName: string }) {
  usePageTitle(pageName);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-12">
        <Card className="w-full max-w-md text-center">
          <CardHeader className="items-center gap-3">
            <Construction aria-hidden="true" className="size-10 text-accent" />
            <CardTitle asChild>
              <h1 className="text-2xl">{pageName}</h1>
            </CardTitle>
            <CardDescription className="text-base">
              This page is not available yet. We are still building it, so check back soon.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Link to="/" className={buttonVariants()}>
              Return to Home
            </Link>
          </CardContent>
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
