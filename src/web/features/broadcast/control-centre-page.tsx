// `/sports-lower-third-admin`: the sports control centre, for admins only (the server answers its read and every
// change to admins alone; this page only explains a refusal). Four matches, each saved 300 ms after the last edit
// and pushed to every screen; two operators on two laptops see each other's changes live.
import { MonitorPlay, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SPORTS_TEXTS } from "@/domain/broadcast/sports-texts";
import { ApiError } from "@/web/lib/api-client";
import { usePageTitle } from "@/web/lib/use-page-title";
import { useControlCentre } from "./api/get-control-centre";
import { broadcastKeys } from "./api/query-keys";
import { LowerThirdPinCard } from "./lower-third-pin-card";
import { MatchControlCard } from "./match-control-card";
import { useRefetchOnReconnect } from "./use-refetch-on-reconnect";
import "./broadcast.css";
import { Spinner } from "@/web/components/ui/spinner";

const PAGE_TITLE = "Sports Control Centre";

function Refusal({ error, retry }: { error: unknown; retry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const [title, text] =
    status === 401
      ? ["Admins only", "Please log in to access this page"]
      : status === 403
        ? ["Access Denied", "You need admin privileges to access this page"]
        : ["Could not load the control centre", error instanceof Error ? error.message : "Please try again."];
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <CardHeader className="items-center gap-3">
        <ShieldAlert aria-hidden="true" className="size-10 text-accent" />
        <CardTitle asChild>
          <h2 className="text-2xl">{title}</h2>
        </CardTitle>
        <CardDescription className="text-base">{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center gap-3">
        {status === 401 ? (
          <Link to="/admin/login" className={buttonVariants()}>
            Admin Login
          </Link>
        ) : status === 403 ? (
          <Link to="/" className={buttonVariants()}>
            Return to Home
          </Link>
        ) : (
          <Button onClick={retry}>Try again</Button>
        )}
      </CardContent>
    </Card>
  );
}

export function ControlCentrePage() {
  usePageTitle(PAGE_TITLE);
  const query = useControlCentre();
  useRefetchOnReconnect(broadcastKeys.controlCentre());
  const data = query.data;

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        {data ? (
          <Button onClick={() => window.open("/sports-lower-third", "_blank", "noopener")}>
            <MonitorPlay aria-hidden="true" />
            {SPORTS_TEXTS.openDisplay}
          </Button>
        ) : null}
      </SiteHeader>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6"
      >
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{PAGE_TITLE}</h1>
          <p className="text-muted-foreground">
            Team names, goals and clocks of the four matches. Changes are saved as you make them and reach every
            scoreboard within a moment; the clocks keep running when you close this page.
          </p>
        </div>
        {data ? (
          <>
            <div className="grid gap-6 lg:grid-cols-2">
              {data.matches.map((row) => (
                <MatchControlCard key={row.matchNumber} row={row} />
              ))}
            </div>
            <LowerThirdPinCard status={data.lowerThirdPin} />
          </>
        ) : query.isError ? (
          <Refusal error={query.error} retry={() => void query.refetch()} />
        ) : (
          <p role="status" className="flex items-center justify-center gap-3 py-16 text-muted-foreground">
            <Spinner className="size-6" />
            Loading…
          </p>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
