// The signed-in student's home: a welcome, Sign Out, and cards for today's schedule, messages and the Jenga game.
import { CalendarClock, Gamepad2, LogOut, MessagesSquare, UserRound } from "lucide-react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { Link } from "react-router";
import { ACCOUNT_PAGE_TEXTS } from "@/domain/accounts/account-page-texts";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { usePageTitle } from "@/web/lib/use-page-title";
import { Spinner } from "@/web/components/ui/spinner";

type StudentDashboardProps = {
  email: string;
  onSignOut: () => void;
  signingOut: boolean;
  /** The Schedule summary card's content (today's count, the first classes). */
  scheduleSummary: ReactNode;
  /** The Messages card's action (the button that opens the conversation). */
  messages: ReactNode;
  /** Full-width sections under the cards (Today's Schedule). */
  children?: ReactNode;
};

// Features fill the slots; the composition lives in src/web/app/routes/signed-in-dashboard.tsx.
export function StudentDashboard({
  email,
  onSignOut,
  signingOut,
  scheduleSummary,
  messages,
  children,
}: StudentDashboardProps) {
  usePageTitle("Dashboard");
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        {/* A 360 px phone has room for the logo, an icon and Sign Out: the link's name stays for screen readers. */}
        <Link to="/account" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "px-2.5 sm:px-3")}>
          <UserRound aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{ACCOUNT_PAGE_TEXTS.linkFromDashboard}</span>
        </Link>
        <Button variant="outline" size="sm" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
          Sign Out
        </Button>
      </SiteHeader>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome back!</h1>
        <p className="mt-2 break-words text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{email}</span>
        </p>

        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <DashboardCard title="Schedule" Icon={CalendarClock} description="Your classes for today, with live timing.">
            {scheduleSummary}
          </DashboardCard>
          <DashboardCard
            title="Messages"
            Icon={MessagesSquare}
            description="Messages from your school's administrators."
            footer={messages}
          >
            <p className="text-muted-foreground">Ask a question or answer your administrators; replies arrive live.</p>
          </DashboardCard>
          <DashboardCard
            title="Jenga Game"
            Icon={Gamepad2}
            description="Play Jenga against your classmates."
            footer={
              <Link to="/jenga" className={buttonVariants()}>
                Play Now
              </Link>
            }
          >
            <p className="text-muted-foreground">Pull a block, stack it on top, and keep the tower standing.</p>
          </DashboardCard>
        </ul>
        {children}
      </main>

      <SiteFooter />
    </div>
  );
}

type DashboardCardProps = {
  title: string;
  description: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  footer?: ReactNode;
  children: ReactNode;
};

function DashboardCard({ title, description, Icon, footer, children }: DashboardCardProps) {
  return (
    <li className="flex">
      <Card className="w-full">
        <CardHeader>
          <div className="flex items-center gap-2.5">
            <Icon aria-hidden="true" className="size-5 text-accent" />
            <CardTitle asChild>
              <h2>{title}</h2>
            </CardTitle>
          </div>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex-1">{children}</CardContent>
        {footer ? <CardFooter>{footer}</CardFooter> : null}
      </Card>
    </li>
  );
}
