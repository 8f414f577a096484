// The bottom bar of every scoreboard: team A (blue) on the left, the clock and match indicator in the middle,
// team B (red) on the right. The match scoreboards, the live display and the control centre's previews share it.
import type { CSSProperties } from "react";
import type { SportsMatch } from "@/domain/broadcast/sports-schemas";
import { cn } from "@/web/lib/cn";
import { MatchClock } from "./match-clock";
import { MatchIndicator } from "./match-indicator";
import { TeamPanel } from "./team-panel";
import { useScoreFlash } from "./use-score-flash";

type ScoreboardBarProps = {
  match: SportsMatch;
  /** False while the screen shows its defaults (no data yet): the first data is no goal. */
  fromServer: boolean;
  /** Slide in 0.5 s after load, element after element (overlays); previews show at once. */
  animateEntry?: boolean;
  showProgress?: boolean;
  className?: string;
};

const order = (n: number) => ({ "--broadcast-order": n }) as CSSProperties;

export function ScoreboardBar({
  match,
  fromServer,
  animateEntry = false,
  showProgress = false,
  className,
}: ScoreboardBarProps) {
  const flashA = useScoreFlash(match.teamAScore, fromServer);
  const flashB = useScoreFlash(match.teamBScore, fromServer);
  const enter = animateEntry ? "broadcast-enter-up" : undefined;
  return (
    <div
      className={cn("grid h-[168px] w-[1800px] grid-cols-[minmax(0,1fr)_320px_minmax(0,1fr)] items-stretch", className)}
    >
      <TeamPanel
        side="a"
        name={match.teamAName}
        score={match.teamAScore}
        flash={flashA}
        showProgress={showProgress}
        className={enter}
        style={order(1)}
      />
      <div
        className={cn("flex flex-col items-center justify-center gap-3 bg-slate-950/95 shadow-2xl", enter)}
        style={order(0)}
      >
        <MatchClock match={match} />
        <MatchIndicator matchNumber={match.matchNumber} visible />
      </div>
      <TeamPanel
        side="b"
        name={match.teamBName}
        score={match.teamBScore}
        flash={flashB}
        showProgress={showProgress}
        className={enter}
        style={order(2)}
      />
    </div>
  );
}
