// The game page's Players panel: approved players in turn order, the current turn highlighted (in words too).
import type { GamePlayer } from "@/domain/jenga/jenga-schemas";
import { Card, CardContent } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { GameCardTitle } from "./game-card-title";

type PlayersCardProps = { players: GamePlayer[]; currentTurnPlayerId: string | null; me: string };

export function PlayersCard({ players, currentTurnPlayerId, me }: PlayersCardProps) {
  return (
    <Card>
      <GameCardTitle>Players</GameCardTitle>
      <CardContent>
        {players.length === 0 ? (
          <p className="text-muted-foreground">No approved players yet</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Players in turn order">
            {players.map((player, index) => {
              const current = player.userId === currentTurnPlayerId;
              return (
                <li
                  key={player.userId}
                  aria-current={current ? "step" : undefined}
                  className={cn(
                    "flex items-center justify-between gap-3 rounded-lg border px-3 py-2",
                    current ? "border-emerald-300 bg-emerald-300/15" : "border-border",
                  )}
                >
                  <div className="flex min-w-0 items-center gap-3">
                    <span className="text-sm text-muted-foreground tabular-nums">{index + 1}.</span>
                    <div className="min-w-0">
                      <p className="truncate font-medium">
                        {player.name}
                        {player.userId === me ? <span className="text-muted-foreground"> (you)</span> : null}
                      </p>
                      {current ? <p className="text-xs font-semibold text-emerald-200">Current turn</p> : null}
                    </div>
                  </div>
                  <div className="shrink-0 text-right text-sm">
                    <p className="font-semibold tabular-nums">{player.points} pts</p>
                    <p className="text-muted-foreground tabular-nums">
                      {player.moveCount} {player.moveCount === 1 ? "move" : "moves"}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
