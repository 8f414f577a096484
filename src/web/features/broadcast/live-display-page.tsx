// `/sports-lower-third`: the live display the control centre opens in a new tab. The watched match (match 1, or
// `?match=N`) in the bottom bar with score progress bars, a sidebar with all four matches and WATCHING NOW on the
// watched one, and a GOAL! overlay for a second whenever the watched match's score changes. Public; no sign-in.
import type { CSSProperties } from "react";
import { useSearchParams } from "react-router";
import { formatClock } from "@/domain/broadcast/sports-clock";
import {
  defaultSportsMatch,
  matchNumberSchema,
  SPORTS_MATCH_NUMBERS,
  type SportsMatch,
} from "@/domain/broadcast/sports-schemas";
import { SPORTS_TEXTS } from "@/domain/broadcast/sports-texts";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { cn } from "@/web/lib/cn";
import { usePageTitle } from "@/web/lib/use-page-title";
import { useConnectionState } from "@/web/lib/use-realtime";
import { useSportsMatches } from "./api/get-sports-matches";
import { NetworkBadge } from "./network-badge";
import { ScoreboardBar } from "./scoreboard-bar";
import { SilentErrorBoundary } from "./silent-error-boundary";
import { Stage } from "./stage";
import { useGameSeconds } from "./use-game-seconds";
import { broadcastKeys } from "./api/query-keys";
import { useLiveSportsMatches } from "./use-live-sports-matches";
import { useRefetchOnReconnect } from "./use-refetch-on-reconnect";
import { useScoreFlash } from "./use-score-flash";
import "./broadcast.css";

const order = (n: number) => ({ "--broadcast-order": n }) as CSSProperties;

function SidebarEntry({ match, watching, onWatch }: { match: SportsMatch; watching: boolean; onWatch: () => void }) {
  const seconds = useGameSeconds(match);
  return (
    <li>
      <button
        type="button"
        onClick={onWatch}
        aria-current={watching ? "true" : undefined}
        className={cn(
          "flex w-full flex-col gap-2 rounded-2xl border-2 px-5 py-4 text-left transition-colors",
          watching ? "border-yellow-400 bg-slate-900" : "border-transparent bg-slate-900/80 hover:bg-slate-900",
        )}
        data-testid={`sidebar-match-${match.matchNumber}`}
      >
        <span className="flex items-center justify-between gap-3 text-[19px] font-extrabold tracking-[0.2em] whitespace-nowrap">
          <span className="text-slate-200">MATCH {match.matchNumber}</span>
          {watching ? (
            <span className="rounded-md bg-yellow-400 px-2 py-1 text-[14px] tracking-[0.1em] text-slate-950">
              {SPORTS_TEXTS.watchingNow}
            </span>
          ) : null}
        </span>
        <span className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 text-[22px] leading-snug font-bold text-white">
          <span className="truncate uppercase">{match.teamAName}</span>
          <span className="tabular-nums">{match.teamAScore}</span>
          <span className="truncate uppercase">{match.teamBName}</span>
          <span className="tabular-nums">{match.teamBScore}</span>
        </span>
        <span className="flex items-center gap-3 text-[17px] font-bold tracking-[0.15em]">
          <span className={match.gameStarted ? "text-red-400" : "text-slate-300"}>
            {match.gameStarted ? SPORTS_TEXTS.live : SPORTS_TEXTS.paused}
          </span>
          <span className="text-slate-200 tabular-nums">{formatClock(seconds)}</span>
        </span>
      </button>
    </li>
  );
}

function GoalOverlay({ match, fromServer }: { match: SportsMatch; fromServer: boolean }) {
  const flashA = useScoreFlash(match.teamAScore, fromServer);
  const flashB = useScoreFlash(match.teamBScore, fromServer);
  // The later goal wins when both change in one update.
  const team = flashB.on ? match.teamBName : flashA.on ? match.teamAName : null;
  if (!team) return null;
  return (
    <div
      key={`${flashA.key}-${flashB.key}`}
      role="status"
      className="broadcast-goal absolute top-[280px] left-[460px] flex w-[1460px] flex-col items-center gap-4"
      data-testid="goal-overlay"
    >
      <span className="rounded-[40px] bg-slate-950/90 px-20 py-6 text-[200px] leading-none font-black tracking-tight text-yellow-300 shadow-2xl">
        {SPORTS_TEXTS.goal}
      </span>
      <span className="rounded-2xl bg-slate-950/90 px-10 py-3 text-[48px] font-black text-white uppercase">{team}</span>
    </div>
  );
}

function LiveDisplay() {
  const [params, setParams] = useSearchParams();
  const watched = matchNumberSchema.safeParse(params.get("match") ?? 1).data ?? 1;
  const offline = useConnectionState() !== "open";
  const query = useSportsMatches(offline);
  useLiveSportsMatches(SPORTS_MATCH_NUMBERS);
  useRefetchOnReconnect(broadcastKeys.matches());
  const fromServer = Boolean(query.data);
  const matches = query.data?.matches ?? SPORTS_MATCH_NUMBERS.map(defaultSportsMatch);
  const match = matches.find((m) => m.matchNumber === watched) ?? defaultSportsMatch(watched);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} data-testid="live-display">
      <h1 className="sr-only">Live Sports Display</h1>
      <Stage>
        <nav
          aria-label="Matches"
          className="broadcast-enter-right absolute top-10 left-[60px] w-[400px] rounded-3xl bg-slate-950/85 p-4 shadow-2xl"
          style={order(0)}
        >
          <p className="px-2 pb-3 text-[20px] font-extrabold tracking-[0.25em] text-slate-200">ALL MATCHES</p>
          <ul className="flex flex-col gap-2">
            {matches.map((m) => (
              <SidebarEntry
                key={m.matchNumber}
                match={m}
                watching={m.matchNumber === watched}
                onWatch={() => setParams(m.matchNumber === 1 ? {} : { match: String(m.matchNumber) })}
              />
            ))}
          </ul>
        </nav>
        <NetworkBadge className="broadcast-enter-down absolute top-12 right-14" style={order(1)} />
        <GoalOverlay key={watched} match={match} fromServer={fromServer} />
        <ScoreboardBar
          key={`bar-${watched}`}
          match={match}
          fromServer={fromServer}
          animateEntry
          showProgress
          className="absolute bottom-14 left-[60px]"
        />
      </Stage>
    </main>
  );
}

export function LiveDisplayPage() {
  usePageTitle("Live Sports Display");
  return (
    <SilentErrorBoundary fallback={<Stage>{null}</Stage>}>
      <LiveDisplay />
    </SilentErrorBoundary>
  );
}
