// The game page's Recent Moves: the latest 10, newest first.
import type { JengaMove } from "@/domain/jenga/jenga-schemas";
import { Card, CardContent } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";
import { GameCardTitle } from "./game-card-title";

export function RecentMovesCard({ moves }: { moves: JengaMove[] }) {
  return (
    <Card>
      <GameCardTitle>Recent Moves</GameCardTitle>
      <CardContent>
        {moves.length === 0 ? (
          <p className="text-muted-foreground">No moves yet</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border" aria-label="Latest moves, newest first">
            {moves.map((move) => (
              <li key={move.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="flex min-w-0 items-center gap-3">
                  <span className="w-10 shrink-0 text-sm text-muted-foreground tabular-nums">#{move.moveNumber}</span>
                  <span className="truncate font-medium">{move.playerName}</span>
                </div>
                <div className="flex shrink-0 items-center gap-2 text-sm">
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-semibold capitalize",
                      move.difficulty === "hard" ? "bg-rose-300/20 text-rose-100" : "bg-sky-300/20 text-sky-100",
                    )}
                  >
                    {move.difficulty}
                  </span>
                  <span className="font-semibold tabular-nums">+{move.points}</span>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
