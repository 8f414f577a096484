// The Jenga Hub's tabs: live games (join by code), my invites (with a count badge) and my record. Loaded once the
// hub's statistics have painted (jenga-hub-page.tsx).
import { useState } from "react";
import type { JengaProfile } from "@/domain/jenga/jenga-schemas";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useInvites } from "./api/get-invites";
import { CountBadge } from "./badges";
import { InvitesTab } from "./invites-tab";
import { LiveGamesTab } from "./live-games-tab";
import { RecordTab } from "./record-tab";
import { JENGA_TAB } from "./tab-style";

type Tab = "live" | "invites" | "record";

export function HubTabs({ stats }: { stats: JengaProfile["stats"] }) {
  const [tab, setTab] = useState<Tab>("live");
  const invites = useInvites();
  const inviteCount = invites.data?.length ?? 0;
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-8">
      <TabsList>
        <TabsTrigger value="live" className={JENGA_TAB}>
          Live Games
        </TabsTrigger>
        <TabsTrigger value="invites" className={JENGA_TAB}>
          My Invites
          {inviteCount > 0 ? <CountBadge count={inviteCount} label="pending" /> : null}
        </TabsTrigger>
        <TabsTrigger value="record" className={JENGA_TAB}>
          My Record
        </TabsTrigger>
      </TabsList>
      <TabsContent value="live">
        <LiveGamesTab />
      </TabsContent>
      <TabsContent value="invites">
        <InvitesTab invites={invites} />
      </TabsContent>
      <TabsContent value="record">
        <RecordTab stats={stats} />
      </TabsContent>
    </Tabs>
  );
}
