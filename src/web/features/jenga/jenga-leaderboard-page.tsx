// `/jenga/leaderboard`, 'Jenga Leaderboard': the top three on a podium (from 3 players on), then everyone, live.
import { ArrowLeft, Trophy } from "lucide-react";
import { Link } from "react-router";
import { PODIUM_MIN_PLAYERS } from "@/domain/jenga/jenga-rules";
import type { JengaProfile, LeaderboardRow } from "@/domain/jenga/jenga-schemas";
import { buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { useLeaderboard } from "./api/get-leaderboard";
import { RequireJengaPlayer } from "./jenga-access";
import { JengaShell } from "./jenga-shell";
import { Podium } from "./podium";
import { RankingsTable } from "./rankings-table";
import { useLiveLeaderboard } from "./use-live-jenga";

const TITLE = "Jenga Leaderboard";

export function JengaLeaderboardPage() {
  return <RequireJengaPlayer title={TITLE}>{(profile) => <Leaderboard profile={profile} />}</RequireJengaPlayer>;
}

function Leaderboard({ profile }: { profile: JengaProfile }) {
  useLiveLeaderboard(true);
  const board = useLeaderboard();
  const back = (
    <Link to="/jenga" className={`${buttonVariants({ variant: "ghost", size: "sm" })} mb-4 -ml-3`}>
      <ArrowLeft aria-hidden="true" />
      Back to Hub
    </Link>
  );

  return (
    <JengaShell title={TITLE} isAdmin={profile.isAdmin} before={back}>
      {board.isPending ? (
        <p className="mt-6 text-muted-foreground">Loading the leaderboard…</p>
      ) : board.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          Failed to load the leaderboard.
        </p>
      ) : (
        <LeaderboardContent players={board.data} me={profile.user.id} />
      )}
    </JengaShell>
  );
}

/** The podium (from 3 players on) and the full rankings, or 'No Players Yet'. */
export function LeaderboardContent({ players, me }: { players: LeaderboardRow[]; me: string }) {
  if (players.length === 0) {
    return (
      <Card className="mt-8 items-center text-center">
        <CardContent className="flex flex-col items-center gap-3">
          <Trophy aria-hidden="true" className="size-10 text-accent" />
          <h2 className="text-xl font-semibold">No Players Yet</h2>
          <p className="text-muted-foreground">Play a game and the rankings appear here.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      {players.length >= PODIUM_MIN_PLAYERS ? <Podium top={players.slice(0, 3)} /> : null}
      <RankingsTable players={players} me={me} />
    </>
  );
}
