// The Spikeball dashboard's tabs, loaded just after the page's frame has painted (spikeball-dashboard-page.tsx): My
// Team, Tournaments and Invites (with a count badge).
import type { Me } from "@/domain/accounts/account-schemas";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useTeamInvites } from "./api/get-invites";
import { MyTeamTab } from "./my-team-tab";
import { CountBadge } from "./spikeball-badges";
import { TeamInvitesTab } from "./team-invites-tab";
import { TournamentsTab } from "./tournaments-tab";

const TAB = "px-1.5 text-[13px] sm:px-3 sm:text-sm";

export function DashboardTabs({ me }: { me: Me }) {
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
