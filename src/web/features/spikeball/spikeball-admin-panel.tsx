// The admin console's Spikeball tab: sub-tabs Applications, Teams and Tournaments, kept live for every admin.
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { ApplicationsPanel } from "./applications/applications-panel";
import { TeamsPanel } from "./teams/teams-panel";
import { TournamentsAdminPanel } from "./tournaments/tournaments-admin-panel";
import { useLiveSpikeballAdmin } from "./use-live-spikeball";

const TAB = "px-1.5 text-[13px] sm:px-3 sm:text-sm";

export function SpikeballAdminPanel() {
  useLiveSpikeballAdmin(true);
  return (
    <Tabs defaultValue="applications">
      <TabsList aria-label="Spikeball administration">
        <TabsTrigger value="applications" className={TAB}>
          Applications
        </TabsTrigger>
        <TabsTrigger value="teams" className={TAB}>
          Teams
        </TabsTrigger>
        <TabsTrigger value="tournaments" className={TAB}>
          Tournaments
        </TabsTrigger>
      </TabsList>
      <TabsContent value="applications">
        <ApplicationsPanel />
      </TabsContent>
      <TabsContent value="teams">
        <TeamsPanel />
      </TabsContent>
      <TabsContent value="tournaments">
        <TournamentsAdminPanel />
      </TabsContent>
    </Tabs>
  );
}
