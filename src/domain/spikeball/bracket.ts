import { BRACKET_TEXTS } from "./bracket-texts";
// The single-elimination bracket's shape, shared by the server and the browser (which draws the same rounds): 4 to 32
// teams, round labels, where a winner goes, and the random draw of the first round with its byes. What results change
// in the rounds after a match is in bracket-results.ts.

export const MAX_TEAMS_OPTIONS = [4, 8, 16, 32] as const;
export type MaxTeams = (typeof MAX_TEAMS_OPTIONS)[number];
export const DEFAULT_MAX_TEAMS: MaxTeams = 16;
export const UPCOMING_MATCHES_SHOWN = 3;

export const TOURNAMENT_STATUSES = ["setup", "ready", "active", "completed"] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
/** What students see (and may follow): never a tournament still in setup. */
export const VISIBLE_TOURNAMENT_STATUSES = ["ready", "active", "completed"] as const satisfies TournamentStatus[];
export const MATCH_STATUSES = ["pending", "scheduled", "in_progress", "completed"] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export type Slot = "team1" | "team2";

/** A refusal of a bracket rule; the server answers it as a 4xx with this message. */
export class BracketRuleError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "BracketRuleError";
  }
}

export function isMaxTeams(value: number): value is MaxTeams {
  return (MAX_TEAMS_OPTIONS as readonly number[]).includes(value);
}

/** log2(max_teams) rounds: 4 teams play 2 rounds, 32 teams 5. */
export function roundCount(maxTeams: MaxTeams): number {
  return Math.log2(maxTeams);
}

/** Every round with its number of matches, first round first: 16 teams → 8, 4, 2, 1. */
export function bracketShape(maxTeams: MaxTeams): { roundNumber: number; matchCount: number }[] {
  const rounds = roundCount(maxTeams);
  return Array.from({ length: rounds }, (_, i) => ({ roundNumber: i + 1, matchCount: maxTeams / 2 ** (i + 1) }));
}

/** Labels count from the last round: Finals, Semifinals, Quarterfinals, else Round N. */
export function roundLabel(roundNumber: number, totalRounds: number): string {
  const fromLast = totalRounds - roundNumber;
  if (fromLast === 0) return "Finals";
  if (fromLast === 1) return "Semifinals";
  if (fromLast === 2) return "Quarterfinals";
  return `Round ${roundNumber}`;
}

/** Where the winner of match n of a round goes: round + 1, match ceil(n / 2), team1 if n is odd, else team2. */
export function nextSlot(
  roundNumber: number,
  matchNumber: number,
  totalRounds: number,
): { roundNumber: number; matchNumber: number; slot: Slot } | null {
  if (roundNumber >= totalRounds) return null;
  return {
    roundNumber: roundNumber + 1,
    matchNumber: Math.ceil(matchNumber / 2),
    slot: matchNumber % 2 === 1 ? "team1" : "team2",
  };
}

/**
 * The first-round match numbers that get a bye, spread over the bracket: matches are taken in bit-reversed order
 * (1, then the first of the other half, then the quarters...), so byes land in different halves and quarters, and a
 * team with a bye never meets another bye-winner before it has to.
 */
export function spreadByePositions(matchCount: number, byeCount: number): number[] {
  const bits = Math.round(Math.log2(matchCount));
  const order = Array.from({ length: matchCount }, (_, i) => {
    let reversed = 0;
    for (let b = 0; b < bits; b++) if (i & (1 << b)) reversed |= 1 << (bits - 1 - b);
    return reversed + 1;
  });
  return order.slice(0, byeCount).sort((a, b) => a - b);
}

export type FirstRoundPlacement<T> = { matchNumber: number; team1: T | null; team2: T | null };

/**
 * Places the teams in the first round at random. Byes (empty slots) are spread so that no match has two: a bracket of
 * `maxTeams` takes between maxTeams / 2 and maxTeams teams. `random` answers a number in [0, 1).
 */
export function seedFirstRound<T>(teams: readonly T[], maxTeams: MaxTeams, random: () => number = Math.random) {
  const matchCount = maxTeams / 2;
  if (teams.length < Math.max(2, matchCount))
    throw new BracketRuleError("too_few_teams", BRACKET_TEXTS.tooFewTeams(maxTeams));
  if (teams.length > maxTeams) throw new BracketRuleError("too_many_teams", BRACKET_TEXTS.tooManyTeams(maxTeams));
  const shuffled = [...teams];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const byes = new Set(spreadByePositions(matchCount, maxTeams - teams.length));
  let next = 0;
  const placements: FirstRoundPlacement<T>[] = [];
  for (let matchNumber = 1; matchNumber <= matchCount; matchNumber++) {
    const team1 = shuffled[next++]!;
    const team2 = byes.has(matchNumber) ? null : shuffled[next++]!;
    placements.push({ matchNumber, team1, team2 });
  }
  return placements;
}
