// `/jenga`, 'Jenga Hub': my statistics, and tabs for live games (join by code), my invites and my record.
import { Award, Medal, Star, TrendingDown } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { winRate } from "@/domain/jenga/jenga-rules";
import type { JengaProfile } from "@/domain/jenga/jenga-schemas";
import { buttonVariants } from "@/web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { cn } from "@/web/lib/cn";
import { useInvites } from "./api/get-invites";
import { CountBadge } from "./badges";
import { InvitesTab } from "./invites-tab";
import { RequireJengaPlayer } from "./jenga-access";
import { JengaShell } from "./jenga-shell";
import { LiveGamesTab } from "./live-games-tab";
import { RecordTab } from "./record-tab";
import { StatCard } from "./stat-card";
import { JENGA_TAB } from "./tab-style";
import { useLiveHub } from "./use-live-jenga";

const TITLE = "Jenga Hub";

type Tab = "live" | "invites" | "record";

export function JengaHubPage() {
  return <RequireJengaPlayer title={TITLE}>{(profile) => <JengaHub profile={profile} />}</RequireJengaPlayer>;
}

function JengaHub({ profile }: { profile: JengaProfile }) {
  useLiveHub(profile.user.id);
  const { stats } = profile;

  return (
    <JengaShell title={TITLE} isAdmin={profile.isAdmin}>
      <p className="mt-2 text-muted-foreground">Join a game with its code, answer invites and follow your record.</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard title="Total Points" value={stats.totalPoints} Icon={Star} />
        <StatCard title="Rating" value={stats.rating} Icon={Award}>
          <p className="text-sm text-muted-foreground">Games Played: {stats.gamesPlayed}</p>
        </StatCard>
        <StatCard title="Wins" value={stats.gamesWon} Icon={Medal}>
          <p className="text-sm text-muted-foreground">Win rate: {winRate(stats.gamesWon, stats.gamesPlayed)}%</p>
        </StatCard>
        <StatCard title="Losses" value={stats.gamesLost} Icon={TrendingDown}>
          <Link
            to="/jenga/leaderboard"
            className={cn(
              buttonVariants({ variant: "outline", size: "sm" }),
              "h-auto min-h-9 py-1.5 whitespace-normal",
            )}
          >
            View Leaderboard
          </Link>
        </StatCard>
      </ul>

      <HubTabs stats={stats} />
    </JengaShell>
  );
}

/** Live games (join by code), my invites (with a count badge) and my record. */
function HubTabs({ stats }: { stats: JengaProfile["stats"] }) {
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
