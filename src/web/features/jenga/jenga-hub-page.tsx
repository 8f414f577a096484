// `/jenga`, 'Jenga Hub': my statistics, and tabs for live games (join by code), my invites and my record.
import { Award, Medal, Star, TrendingDown } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router";
import { winRate } from "@/domain/jenga/jenga-rules";
import type { JengaProfile } from "@/domain/jenga/jenga-schemas";
import { AfterFirstPaint } from "@/web/components/after-first-paint";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { RequireJengaPlayer } from "./jenga-access";
import { JengaShell } from "./jenga-shell";
import { StatCard } from "./stat-card";
import { useLiveHub } from "./use-live-jenga";

const TITLE = "Jenga Hub";

const HubTabs = lazy(() => import("./jenga-hub-tabs").then((m) => ({ default: m.HubTabs })));
const TABS_PLACEHOLDER = <div className="mt-8 min-h-dvh" />;

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

      {/* The tabs load once the statistics have painted; until then their place keeps the footer out of view. */}
      <AfterFirstPaint placeholder={TABS_PLACEHOLDER}>
        <HubTabs stats={stats} />
      </AfterFirstPaint>
    </JengaShell>
  );
}
