// `/jenga/game/{id}`: one game, live: its status and counts, whose turn it is (with the move buttons for that
// player only), the latest moves, the players in turn order, and the rules.
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import type { JengaProfile } from "@/domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "@/domain/jenga/jenga-texts";
import { buttonVariants } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-client";
import { useGame } from "./api/get-game";
import { StatusBadge } from "./badges";
import { CurrentTurnCard } from "./current-turn-card";
import { GameRulesCard } from "./game-rules-card";
import { RequireJengaPlayer } from "./jenga-access";
import { JengaShell } from "./jenga-shell";
import { PlayersCard } from "./players-card";
import { RecentMovesCard } from "./recent-moves-card";
import { useLiveGame } from "./use-live-jenga";

export function JengaGamePage() {
  const { id = "" } = useParams();
  return (
    <RequireJengaPlayer title="Jenga Game">
      {(profile) => <JengaGame gameId={id} profile={profile} />}
    </RequireJengaPlayer>
  );
}

const backToHub = (
  <Link to="/jenga" className={`${buttonVariants({ variant: "ghost", size: "sm" })} mb-4 -ml-3`}>
    <ArrowLeft aria-hidden="true" />
    Back to Hub
  </Link>
);

function JengaGame({ gameId, profile }: { gameId: string; profile: JengaProfile }) {
  const query = useGame(gameId);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useLiveGame(gameId, !notFound);

  if (notFound) {
    return (
      <JengaShell title={JENGA_TEXTS.gameNotFound} isAdmin={profile.isAdmin} before={backToHub}>
        <p className="mt-4 text-muted-foreground">This game does not exist, or it was removed.</p>
        <Link to="/jenga" className={`${buttonVariants()} mt-6`}>
          Back to Hub
        </Link>
      </JengaShell>
    );
  }
  if (!query.data) {
    return (
      <JengaShell title="Jenga Game" isAdmin={profile.isAdmin} before={backToHub}>
        {query.isError ? (
          <p role="alert" className="mt-4 text-red-300">
            Failed to load the game. Check your connection and try again.
          </p>
        ) : (
          <p className="mt-4 text-muted-foreground">Loading game…</p>
        )}
      </JengaShell>
    );
  }

  const { game, players, moveCount, recentMoves } = query.data;
  return (
    <JengaShell
      title={game.name}
      isAdmin={profile.isAdmin}
      before={backToHub}
      aside={<StatusBadge status={game.status} className="text-sm" />}
    >
      <p className="mt-2 text-muted-foreground">
        {players.length} {players.length === 1 ? "player" : "players"} · {moveCount}{" "}
        {moveCount === 1 ? "move" : "moves"}
      </p>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <CurrentTurnCard detail={query.data} me={profile.user.id} />
          <RecentMovesCard moves={recentMoves} />
        </div>
        <div className="flex flex-col gap-4">
          <PlayersCard players={players} currentTurnPlayerId={game.currentTurnPlayerId} me={profile.user.id} />
          <GameRulesCard />
        </div>
      </div>
    </JengaShell>
  );
}
