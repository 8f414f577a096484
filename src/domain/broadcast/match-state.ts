// How a match changes: the rules the server applies inside its transaction, in one pure function each.
import { type SportsClock, STOPPED_CLOCK, setClockRunning } from "./sports-clock";
import { changedScore, type SportsMatchChange } from "./sports-schemas";

export type MatchState = {
  teamAName: string;
  teamBName: string;
  teamAScore: number;
  teamBScore: number;
  clock: SportsClock;
};

/** The match after `change` at `nowMs` (the server's time), or the first rule it breaks; nothing is half applied. */
export function applyMatchChange(
  state: MatchState,
  change: SportsMatchChange,
  nowMs: number,
): { state: MatchState } | { error: string } {
  const a = changedScore(state.teamAScore, change.teamAScoreChange ?? 0);
  if ("error" in a) return a;
  const b = changedScore(state.teamBScore, change.teamBScoreChange ?? 0);
  if ("error" in b) return b;
  return {
    state: {
      teamAName: change.teamAName ?? state.teamAName,
      teamBName: change.teamBName ?? state.teamBName,
      teamAScore: a.score,
      teamBScore: b.score,
      clock: change.running === undefined ? state.clock : setClockRunning(state.clock, change.running, nowMs),
    },
  };
}

/** Reset Match: both scores 0, the clock stopped at 0; the team names stay. */
export function resetMatch(state: MatchState): MatchState {
  return { ...state, teamAScore: 0, teamBScore: 0, clock: STOPPED_CLOCK };
}
