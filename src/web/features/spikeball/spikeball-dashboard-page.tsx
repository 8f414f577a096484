// `/spikeball-dashboard`: approved applicants only (others go to /spikeball-signup). The frame and title paint first;
// the tabs (spikeball-dashboard-tabs.tsx) load just after, while the application is being checked.
import { lazy, Suspense, useEffect } from "react";
import { Navigate } from "react-router";
import type { Me } from "@/domain/accounts/account-schemas";
import { useAfterFirstPaint } from "@/web/lib/use-idle";
import { useApplication } from "./api/get-application";
import { SpikeballShell } from "./spikeball-shell";
import { useLiveSpikeball } from "./use-live-spikeball";

const loadTabs = () => import("./spikeball-dashboard-tabs");
const DashboardTabs = lazy(() => loadTabs().then((m) => ({ default: m.DashboardTabs })));

type ApplicationCheck = { isPending: boolean; isError: boolean; data: { status: string } | null | undefined };

/**
 * Who sees the dashboard: approved applicants and admins; everyone else goes to the signup page, and so does anyone
 * whose check never answered. A check that answered once and then fails to refetch (a live update during a hiccup)
 * keeps its last answer: an approved student is not thrown out of their dashboard by one failed request.
 */
export function dashboardAccess(
  application: ApplicationCheck,
  me: Pick<Me, "role">,
): "loading" | "dashboard" | "signup" {
  if (application.isPending) return "loading";
  if (application.isError && application.data === undefined) return "signup";
  return application.data?.status === "approved" || me.role === "admin" ? "dashboard" : "signup";
}

/** Approved applicants (and admins) see the dashboard; everyone else goes to the signup page. */
export function SpikeballDashboardPage({ me }: { me: Me }) {
  const application = useApplication();
  useLiveSpikeball(me.id);
  // The tabs' code starts loading once the frame has painted, alongside the application check.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) void loadTabs();
  }, [painted]);
  const access = dashboardAccess(application, me);
  if (access === "signup") return <Navigate to="/spikeball-signup" replace />;
  const checking = (
    <p role="status" className="text-muted-foreground">
      Checking your application…
    </p>
  );
  return (
    <SpikeballShell title="Spikeball Dashboard">
      {access === "loading" ? (
        checking
      ) : (
        <Suspense fallback={checking}>
          <DashboardTabs me={me} />
        </Suspense>
      )}
    </SpikeballShell>
  );
}
