// `/jenga/leaderboard`, 'Jenga Leaderboard': the top three on a podium (from 3 players on), then everyone a page at a
// time, live.
import { ArrowLeft, Trophy } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { leaderboardPageOf, PODIUM_MIN_PLAYERS } from "@/domain/jenga/jenga-rules";
import type { JengaProfile, LeaderboardPage } from "@/domain/jenga/jenga-schemas";
import { pageCount } from "@/domain/paging/paging";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { PageNav } from "@/web/components/ui/page-nav";
import { useLeaderboard } from "./api/get-leaderboard";
import { RequireJengaPlayer } from "./jenga-access";
import { JengaShell } from "./jenga-shell";
import { Podium } from "./podium";
import { RankingsTable } from "./rankings-table";
import { useLiveLeaderboard } from "./use-live-jenga";
import { usePageCount } from "@/web/lib/use-page-count";

const TITLE = "Jenga Leaderboard";

export function JengaLeaderboardPage() {
  return <RequireJengaPlayer title={TITLE}>{(profile) => <Leaderboard profile={profile} />}</RequireJengaPlayer>;
}

function Leaderboard({ profile }: { profile: JengaProfile }) {
  useLiveLeaderboard(true);
  const [page, setPage] = useState(1);
  const board = useLeaderboard(page);
  // Players who leave the board (a blocked account) can take the last page with them: show the new last page.
  // Adjusted while rendering (not in an effect), so the emptied page is never shown.
  usePageCount(board, page, setPage);
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
        <LeaderboardContent board={board.data} me={profile.user.id} page={page} onPage={setPage} />
      )}
    </JengaShell>
  );
}

/** The podium (from 3 players on) and one page of the full rankings with its page controls, or 'No Players Yet'. */
export function LeaderboardContent({
  board,
  me,
  page,
  onPage,
}: {
  board: LeaderboardPage;
  me: string;
  page: number;
  onPage: (page: number) => void;
}) {
  if (board.total === 0) {
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
      {board.podium.length >= PODIUM_MIN_PLAYERS ? <Podium top={board.podium} /> : null}
      {board.myRank !== null ? <MyRank rank={board.myRank} board={board} page={page} onPage={onPage} /> : null}
      <RankingsTable players={board.players} me={me}>
        <PageNav
          label="Leaderboard pages"
          className="mt-4"
          page={page}
          pageCount={pageCount(board.total, board.pageSize)}
          onPage={onPage}
        />
      </RankingsTable>
    </>
  );
}

/** Where I stand, and the way to the page that shows me when it is not this one. */
function MyRank({
  rank,
  board,
  page,
  onPage,
}: {
  rank: number;
  board: LeaderboardPage;
  page: number;
  onPage: (page: number) => void;
}) {
  const mine = leaderboardPageOf(rank, board.pageSize);
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-primary/10 px-4 py-3">
      <p className="font-medium tabular-nums">
        Your rank: {rank} of {board.total}
      </p>
      {mine !== page ? (
        <Button variant="outline" size="sm" onClick={() => onPage(mine)}>
          Show my rank
        </Button>
      ) : null}
    </div>
  );
}
