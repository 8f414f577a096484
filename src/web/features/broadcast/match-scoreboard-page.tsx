// `/sports-lower-third-match-1` to `-4`: a full-screen scoreboard for one match on the chroma-key green, for an OBS
// browser source at 1920x1080. Public; no sign-in. Logo at the top centre, the network badge at the top right, the
// bottom bar with both teams and the clock; everything slides in 0.5 s after load.
import type { ComponentType, CSSProperties } from "react";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { usePageTitle } from "@/web/lib/use-page-title";
import { LogoPlate } from "./logo-plate";
import { NetworkBadge } from "./network-badge";
import { ScoreboardBar } from "./scoreboard-bar";
import { SilentErrorBoundary } from "./silent-error-boundary";
import { Stage } from "./stage";
import { useMatchScreen } from "./use-match-screen";
import "./broadcast.css";

const order = (n: number) => ({ "--broadcast-order": n }) as CSSProperties;

function MatchScoreboard({ matchNumber }: { matchNumber: number }) {
  const { match, fromServer } = useMatchScreen(matchNumber);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} data-testid="match-scoreboard" data-match={matchNumber}>
      <h1 className="sr-only">Match {matchNumber} scoreboard</h1>
      <Stage>
        <div className="absolute inset-x-0 top-12 flex justify-center">
          <LogoPlate className="broadcast-enter-down" style={order(0)} />
        </div>
        <NetworkBadge className="broadcast-enter-down absolute top-12 right-14" style={order(1)} />
        <ScoreboardBar match={match} fromServer={fromServer} animateEntry className="absolute bottom-14 left-[60px]" />
      </Stage>
    </main>
  );
}

function scoreboardPage(matchNumber: number): ComponentType {
  return function MatchScoreboardPage() {
    usePageTitle(`Match ${matchNumber} Scoreboard`);
    return (
      <SilentErrorBoundary fallback={<Stage>{null}</Stage>}>
        <MatchScoreboard matchNumber={matchNumber} />
      </SilentErrorBoundary>
    );
  };
}

/** One page per match, for the route table. */
export const MATCH_SCOREBOARD_PAGES = {
  1: scoreboardPage(1),
  2: scoreboardPage(2),
  3: scoreboardPage(3),
  4: scoreboardPage(4),
} as const;
