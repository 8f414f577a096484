// Jenga Admin, Manage Games: every game with its code, players and join requests, and its actions, newest first, a
// page at a time.
import { Check, Eye, Play, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@/web/lib/toast";
import { mayDecideRequests, mayStart } from "@/domain/jenga/jenga-rules";
import { type AdminGame } from "@/domain/jenga/jenga-schemas";
import { JENGA_TEXTS } from "@/domain/jenga/jenga-texts";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { PageNav } from "@/web/components/ui/page-nav";
import { formatDateTime } from "@/web/lib/format-date";
import { useAdminGames } from "./api/get-admin-games";
import { useApprovePlayer } from "./api/approve-player";
import { useRejectPlayer } from "./api/reject-player";
import { useStartGame } from "./api/start-game";
import { StatusBadge } from "./badges";
import { InvitePlayerDialog } from "./invite-player-dialog";
import { usePageCount } from "@/web/lib/use-page-count";
import { Spinner } from "@/web/components/ui/spinner";

export function ManageGamesTab() {
  const [page, setPage] = useState(1);
  const games = useAdminGames(page);
  // Adjusted while rendering (not in an effect), so the emptied page is never shown.
  const pages = usePageCount(games, page, setPage);

  if (games.isPending) return <p className="text-muted-foreground">Loading games…</p>;
  if (games.isError) {
    return (
      <p role="alert" className="text-red-300">
        Failed to load games.
      </p>
    );
  }
  if (games.data.total === 0) return <p className="text-muted-foreground">No games created yet</p>;
  return (
    <>
      <ul className="flex flex-col gap-4">
        {games.data.games.map((game) => (
          <li key={game.id}>
            <ManagedGame game={game} />
          </li>
        ))}
      </ul>
      <PageNav label="Game pages" className="mt-4" page={page} pageCount={pages} onPage={setPage} />
    </>
  );
}

function ManagedGame({ game }: { game: AdminGame }) {
  const approve = useApprovePlayer();
  const reject = useRejectPlayer();
  const start = useStartGame();
  const busyWith = (userId: string) =>
    (approve.isPending && approve.variables?.userId === userId) ||
    (reject.isPending && reject.variables?.userId === userId);

  const decide = (userId: string, name: string, approved: boolean) => {
    const options = {
      onSuccess: () => toast.success(approved ? "Player Approved" : "Player Rejected", { description: name }),
    };
    if (approved) approve.mutate({ gameId: game.id, userId }, options);
    else reject.mutate({ gameId: game.id, userId }, options);
  };
  const startGame = () =>
    start.mutate(game.id, {
      onSuccess: () => toast.success("Game Started", { description: game.name }),
    });

  return (
    <Card className="gap-4" aria-labelledby={`jenga-game-${game.id}`}>
      <CardHeader className="flex-row flex-wrap items-center gap-x-3 gap-y-2 px-4 sm:px-6">
        <CardTitle asChild>
          <h3 id={`jenga-game-${game.id}`} className="break-words">
            {game.name}
          </h3>
        </CardTitle>
        <StatusBadge status={game.status} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Code</dt>
            <dd className="font-mono text-base font-bold tracking-widest">{game.gameCode}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Created</dt>
            <dd>{formatDateTime(game.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Approved</dt>
            <dd className="tabular-nums">{game.approvedPlayers.length}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Pending</dt>
            <dd className="tabular-nums">{game.pendingPlayers.length}</dd>
          </div>
        </dl>

        {game.approvedPlayers.length > 0 ? (
          <p className="text-sm break-words">
            <span className="text-muted-foreground">Players: </span>
            {game.approvedPlayers.map((p) => p.name).join(", ")}
          </p>
        ) : null}

        {game.pendingPlayers.length > 0 && !mayDecideRequests(game.status) ? (
          // A finished game takes nobody in: its requests are only counted above (issue 36: Approve was offered and
          // refused with this very message).
          <p className="text-sm text-muted-foreground">{JENGA_TEXTS.gameFinished}</p>
        ) : null}

        {game.pendingPlayers.length > 0 && mayDecideRequests(game.status) ? (
          <div>
            <h4 className="text-sm font-semibold">Pending requests</h4>
            <ul className="mt-2 flex flex-col gap-2">
              {game.pendingPlayers.map((player) => (
                <li
                  key={player.userId}
                  className="flex flex-col gap-2 rounded-lg border border-border px-3 py-2 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">{player.name}</p>
                    <p className="truncate text-xs text-muted-foreground">{player.email}</p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={busyWith(player.userId)}
                      onClick={() => decide(player.userId, player.name, true)}
                      aria-label={`Approve ${player.name}`}
                    >
                      <Check aria-hidden="true" />
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busyWith(player.userId)}
                      onClick={() => decide(player.userId, player.name, false)}
                      aria-label={`Reject ${player.name}`}
                    >
                      <X aria-hidden="true" />
                      Reject
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="flex flex-wrap gap-2">
          {mayStart(game.status, game.approvedPlayers.length) ? (
            <Button size="sm" onClick={startGame} disabled={start.isPending}>
              {start.isPending ? <Spinner /> : <Play aria-hidden="true" />}
              Start Game
            </Button>
          ) : null}
          {game.status !== "finished" ? <InvitePlayerDialog game={game} /> : null}
          <Link to={`/jenga/game/${game.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Eye aria-hidden="true" />
            View Game
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
