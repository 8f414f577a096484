// `/spikeball-dashboard`: approved applicants only (others go to /spikeball-signup), with the tabs My Team,
// Tournaments and Invites (with a count badge).
import { Navigate } from "react-router";
import type { Me } from "@/domain/accounts/account-schemas";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useApplication } from "./applications/api/get-application";
import { useTeamInvites } from "./teams/api/get-invites";
import { MyTeamTab } from "./teams/my-team-tab";
import { CountBadge } from "./spikeball-badges";
import { SpikeballShell } from "./spikeball-shell";
import { TeamInvitesTab } from "./teams/team-invites-tab";
import { TournamentsTab } from "./tournaments/tournaments-tab";
import { useLiveSpikeball } from "./use-live-spikeball";

const TAB = "px-1.5 text-[13px] sm:px-3 sm:text-sm";

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
  const access = dashboardAccess(application, me);
  if (access === "signup") return <Navigate to="/spikeball-signup" replace />;
  return (
    <SpikeballShell title="Spikeball Dashboard">
      {access === "loading" ? (
        <p role="status" className="text-muted-foreground">
          Checking your application…
        </p>
      ) : (
        <DashboardTabs me={me} />
      )}
    </SpikeballShell>
  );
}

function DashboardTabs({ me }: { me: Me }) {
  const invites = useTeamInvites();
  const count = invites.data?.length ?? 0;
  return (
    <Tabs defaultValue="team">
      <TabsList aria-label="Spikeball dashboard">
        <TabsTrigger value="team" className={TAB}>
          My Team
        </TabsTrigger>
        <TabsTrigger value="tournaments" className={TAB}>
          Tournaments
        </TabsTrigger>
        <TabsTrigger value="invites" className={TAB}>
          Invites
          {count > 0 ? <CountBadge count={count} label={count === 1 ? "pending invite" : "pending invites"} /> : null}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="team">
        <MyTeamTab me={me} />
      </TabsContent>
      <TabsContent value="tournaments">
        <TournamentsTab />
      </TabsContent>
      <TabsContent value="invites">
        <TeamInvitesTab invites={invites} />
      </TabsContent>
    </Tabs>
  );
}
