// /dashboard for a visitor who is not signed in.
import { LogIn } from "lucide-react";
import { Link } from "react-router";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { usePageTitle } from "@/web/lib/use-page-title";

export function DashboardLoginPrompt() {
  usePageTitle("Dashboard");
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-12">
        <Card className="w-full max-w-md text-center">
          <CardHeader className="items-center gap-3">
            <CardTitle asChild>
              <h1 className="text-2xl">Dashboard</h1>
            </CardTitle>
            <p className="text-muted-foreground">Please log in to access your dashboard</p>
          </CardHeader>
          <CardContent>
            <Link to="/auth?mode=signin" className={buttonVariants()}>
              <LogIn aria-hidden="true" />
              Go to Login
            </Link>
          </CardContent>
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
