// `/account`: the signed-in person's account. Change the password (every other device is signed out), see where the
// account is signed in, and sign other devices out. Reached from the dashboard.
import { ArrowLeft, KeyRound, MonitorSmartphone } from "lucide-react";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { Link } from "react-router";
import { ACCOUNT_PAGE_TEXTS as TEXTS } from "@/domain/accounts/account-page-texts";
import type { Me } from "@/domain/accounts/account-schemas";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { usePageTitle } from "@/web/lib/use-page-title";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsList } from "./sessions-list";

export function AccountPage({ me }: { me: Me }) {
  usePageTitle(TEXTS.title);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <Link to="/" className={buttonVariants({ variant: "outline", size: "sm" })}>
          <ArrowLeft aria-hidden="true" />
          {TEXTS.backToDashboard}
        </Link>
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{TEXTS.title}</h1>
        <p className="mt-2 break-words text-muted-foreground">
          {TEXTS.description} Signed in as <span className="font-medium text-foreground">{me.email}</span>
        </p>
        <div className="mt-8 flex flex-col gap-6">
          <Section
            id="change-password"
            title={TEXTS.changePasswordTitle}
            description={TEXTS.changePasswordDescription}
            Icon={KeyRound}
          >
            <ChangePasswordForm />
          </Section>
          <Section
            id="sessions"
            title={TEXTS.sessionsTitle}
            description={TEXTS.sessionsDescription}
            Icon={MonitorSmartphone}
          >
            <SessionsList />
          </Section>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

type SectionProps = {
  id: string;
  title: string;
  description: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  children: ReactNode;
};

function Section({ id, title, description, Icon, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId} className="flex items-center gap-2 text-xl">
              <Icon aria-hidden="true" className="size-5 text-accent" />
              {title}
            </h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
