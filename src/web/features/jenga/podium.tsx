// The leaderboard's podium: Champion in the middle (first on a phone), 2nd and 3rd Place beside it.
import { Award, Crown, Medal } from "lucide-react";
import type { LeaderboardRow } from "@/domain/jenga/jenga-schemas";
import { Card, CardContent } from "@/web/components/ui/card";
import { cn } from "@/web/lib/cn";

const PLACES = [
  {
    label: "Champion",
    Icon: Crown,
    tone: "border-amber-300 bg-amber-300/10",
    icon: "text-amber-300",
    order: "sm:order-2",
  },
  {
    label: "2nd Place",
    Icon: Medal,
    tone: "border-slate-300/70 bg-slate-300/5",
    icon: "text-slate-200",
    order: "sm:order-1 sm:mt-6",
  },
  {
    label: "3rd Place",
    Icon: Award,
    tone: "border-orange-400/70 bg-orange-400/5",
    icon: "text-orange-300",
    order: "sm:order-3 sm:mt-10",
  },
] as const;

export function Podium({ top }: { top: LeaderboardRow[] }) {
  return (
    <section aria-labelledby="jenga-podium" className="mt-8">
      <h2 id="jenga-podium" className="sr-only">
        Top three
      </h2>
      <ol className="grid gap-3 sm:grid-cols-3 sm:items-start">
        {top.map((player, index) => {
          const place = PLACES[index]!;
          return (
            <li key={player.userId} className={place.order}>
              <Card className={cn("items-center gap-2 py-5 text-center", place.tone)}>
                <CardContent className="flex flex-col items-center gap-1.5">
                  <place.Icon aria-hidden="true" className={cn("size-8", place.icon)} />
                  <p className="text-sm font-semibold tracking-wide uppercase">{place.label}</p>
                  <p className="text-lg font-bold break-words">{player.userName}</p>
                  <p className="text-sm text-muted-foreground">
                    <span className="font-semibold text-foreground tabular-nums">{player.totalPoints}</span> points ·
                    rating <span className="font-semibold text-foreground tabular-nums">{player.rating}</span>
                  </p>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
