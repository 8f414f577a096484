// The match clock in the middle of the bottom bar: mm:ss, with a red pulsing dot and LIVE while the clock runs,
// PAUSED otherwise. Only this component re-renders when the second turns.
import { formatClock } from "@/domain/broadcast/sports-clock";
import { type SportsMatch } from "@/domain/broadcast/sports-schemas";
import { SPORTS_TEXTS } from "@/domain/broadcast/sports-texts";
import { cn } from "@/web/lib/cn";
import { useGameSeconds } from "./use-game-seconds";

type MatchClockProps = {
  match: Pick<SportsMatch, "matchNumber" | "gameStarted" | "clockStartedAt" | "clockBaseSeconds">;
  className?: string;
};

export function MatchClock({ match, className }: MatchClockProps) {
  const seconds = useGameSeconds(match);
  return (
    <div className={cn("flex flex-col items-center justify-center gap-2", className)}>
      <div className="flex items-center gap-3 text-[26px] leading-none font-extrabold tracking-[0.2em]">
        {match.gameStarted ? (
          <span aria-hidden="true" className="broadcast-pulse size-5 rounded-full bg-red-500" data-testid="live-dot" />
        ) : null}
        <span className={match.gameStarted ? "text-red-400" : "text-slate-300"} data-testid="clock-state">
          {match.gameStarted ? SPORTS_TEXTS.live : SPORTS_TEXTS.paused}
        </span>
      </div>
      <span
        role="timer"
        aria-label={`Match ${match.matchNumber} clock`}
        className="text-[76px] leading-none font-black text-white tabular-nums"
        data-testid="match-clock"
      >
        {formatClock(seconds)}
      </span>
    </div>
  );
}
