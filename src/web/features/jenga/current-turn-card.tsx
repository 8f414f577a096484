// The game page's Current Turn card: the result when finished, whose turn it is while active (with the move buttons
// for that player only), or that the game has not started.
import { Crown } from "lucide-react";
import { toast } from "@/web/lib/toast";
import { type Difficulty, movePoints } from "@/domain/jenga/jenga-rules";
import type { GameDetail } from "@/domain/jenga/jenga-schemas";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { useMakeMove } from "./api/make-move";
import { GameCardTitle } from "./game-card-title";
import { Spinner } from "@/web/components/ui/spinner";

export function CurrentTurnCard({ detail, me }: { detail: GameDetail; me: string }) {
  const { game, players } = detail;
  return (
    <Card aria-live="polite">
      <GameCardTitle>Current Turn</GameCardTitle>
      <CardContent>
        {game.status === "finished" ? (
          <Finished winner={game.winner?.name} loser={game.loser?.name} />
        ) : game.status === "active" && game.currentTurnPlayerId ? (
          <Active
            gameId={game.id}
            isMine={game.currentTurnPlayerId === me}
            playerName={players.find((p) => p.userId === game.currentTurnPlayerId)?.name ?? "Another player"}
          />
        ) : (
          <p className="text-muted-foreground">Waiting for game to start...</p>
        )}
      </CardContent>
    </Card>
  );
}

function Finished({ winner, loser }: { winner: string | undefined; loser: string | undefined }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-2 text-2xl font-bold">
        <Crown aria-hidden="true" className="size-6 text-amber-300" />
        Game Finished!
      </p>
      <p>
        Winner: <span className="font-semibold text-emerald-200">{winner ?? "Unknown"}</span>
      </p>
      <p>
        Loser: <span className="font-semibold text-rose-200">{loser ?? "Unknown"}</span>
      </p>
    </div>
  );
}

function Active({ gameId, isMine, playerName }: { gameId: string; isMine: boolean; playerName: string }) {
  const move = useMakeMove(gameId);
  const take = (difficulty: Difficulty) =>
    move.mutate(difficulty, {
      onSuccess: (made) => {
        const points = movePoints(made.difficulty);
        toast.success("Move Made!", {
          description: `${made.difficulty === "hard" ? "Hard" : "Easy"} block: +${points} ${points === 1 ? "point" : "points"}`,
        });
      },
    });

  if (!isMine) {
    return (
      <p className="text-lg">
        It&apos;s <span className="font-semibold">{playerName}</span>&apos;s turn
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded-full bg-emerald-400 px-3 py-1 text-sm font-bold text-emerald-950">Your Turn!</span>
        <span className="text-muted-foreground">Pick a block to pull.</span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" variant="secondary" disabled={move.isPending} onClick={() => take("easy")}>
          {move.isPending && move.variables === "easy" ? <Spinner /> : null}
          Easy Block (+1 pt)
        </Button>
        <Button size="lg" disabled={move.isPending} onClick={() => take("hard")}>
          {move.isPending && move.variables === "hard" ? <Spinner /> : null}
          Hard Block (+3 pts)
        </Button>
      </div>
    </div>
  );
}
