// `/spikeball-signup`: the receipt upload form, or, once I have applied, the status card (badge, admin notes,
// submitted date; approved leads to the dashboard, denied back home).
import { Link } from "react-router";
import type { Me } from "@/domain/accounts/account-schemas";
import type { SpikeballApplicationView } from "@/domain/spikeball/spikeball-schemas";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatDate } from "@/web/lib/format-date";
import { useApplication } from "./api/get-application";
import { ReceiptForm } from "./receipt-form";
import { ApplicationBadge } from "../spikeball-badges";
import { SpikeballShell } from "../spikeball-shell";
import { useLiveSpikeball } from "../use-live-spikeball";

/** The page for a signed-in user (the route sends visitors to /auth first). */
export function SpikeballSignupPage({ me }: { me: Me }) {
  const application = useApplication();
  useLiveSpikeball(me.id);

  return (
    <SpikeballShell title="Spikeball Tournament Signup">
      {application.isPending ? (
        <p className="text-muted-foreground">Checking your application…</p>
      ) : application.isError ? (
        <div role="alert" className="flex flex-col items-start gap-4">
          <p>{SPIKEBALL_TEXTS.checkApplicationFailed}</p>
          <Button onClick={() => void application.refetch()}>Try Again</Button>
        </div>
      ) : application.data ? (
        <StatusCard application={application.data} />
      ) : (
        <ReceiptForm />
      )}
    </SpikeballShell>
  );
}

const STATUS_TEXT: Record<SpikeballApplicationView["status"], string> = {
  pending: "Your application is being reviewed. We will let you know as soon as an admin has looked at it.",
  approved: "You're in! Create or join a team on the tournament dashboard.",
  denied: "Your application was not approved.",
};

function StatusCard({ application }: { application: SpikeballApplicationView }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle asChild>
            <h2>Application Status</h2>
          </CardTitle>
          <ApplicationBadge state={application.status} />
        </div>
        <CardDescription>{STATUS_TEXT[application.status]}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {application.adminNotes ? (
          <div className="rounded-lg border border-border bg-secondary/50 p-3">
            <h3 className="text-sm font-semibold">Admin Notes</h3>
            <p className="mt-1 text-sm break-words whitespace-pre-line">{application.adminNotes}</p>
          </div>
        ) : null}
        <p className="text-sm text-muted-foreground">Submitted {formatDate(application.createdAt)}</p>
        {application.status === "approved" ? (
          <Link to="/spikeball-dashboard" className={buttonVariants({ className: "self-start" })}>
            Go to Tournament Dashboard
          </Link>
        ) : null}
        {application.status === "denied" ? (
          <Link to="/" className={buttonVariants({ variant: "outline", className: "self-start" })}>
            Back to Home
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
