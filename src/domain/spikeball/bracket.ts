// The single-elimination bracket's rules, shared by the server (which applies them inside one transaction) and the
// browser (which draws the same rounds): the shape for 4 to 32 teams, round labels, where a winner goes, byes, and
// what ending or re-scoring a match changes in the rounds after it.

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

export const BRACKET_TEXTS = {
  bothTeamsToEnd: "Both teams must be assigned before ending match.",
  tie: "Match cannot end in a tie. Please update scores.",
  bothTeamsToStart: "Both teams must be assigned before starting match.",
  notInProgress: "Only a match in progress can be ended.",
  alreadyStarted: "This match has already started.",
  alreadyCompleted: "This match is already completed.",
  notCompleted: "Only a completed match can be re-scored.",
  byeHasNoScore: "A bye has no score to update.",
  tooFewTeams: (maxTeams: number) =>
    `A ${maxTeams}-team bracket needs at least ${maxTeams / 2} teams, so that no two byes meet.`,
  tooManyTeams: (maxTeams: number) => `A ${maxTeams}-team bracket has room for ${maxTeams} teams at most.`,
  teamTwice: "A team can be placed only once in the bracket.",
  twoByesMeet: "Every first-round match needs at least one team: two byes cannot meet.",
  notEnoughTeams: "Place at least two teams before publishing the bracket.",
  unknownMatch: "That match is not part of this bracket.",
} as const;

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

// ---------------------------------------------------------------------------------------------------------------------
// Playing the bracket. Functions take every match of one tournament and return the new state of every match; the
// server writes the ones that changed, in one transaction.

export type BracketMatch = {
  id: string;
  roundNumber: number;
  matchNumber: number;
  team1Id: string | null;
  team2Id: string | null;
  team1Name: string | null;
  team2Name: string | null;
  winnerId: string | null;
  team1Score: number;
  team2Score: number;
  status: MatchStatus;
  playedAt: Date | null;
};

export type Scores = { team1Score: number; team2Score: number };

const key = (roundNumber: number, matchNumber: number) => `${roundNumber}:${matchNumber}`;

function indexed(matches: readonly BracketMatch[]) {
  const byKey = new Map<string, BracketMatch>();
  for (const m of matches) byKey.set(key(m.roundNumber, m.matchNumber), { ...m });
  return byKey;
}

function totalRoundsOf(matches: readonly BracketMatch[]) {
  return matches.reduce((max, m) => Math.max(max, m.roundNumber), 0);
}

function find(byKey: Map<string, BracketMatch>, matchId: string) {
  for (const m of byKey.values()) if (m.id === matchId) return m;
  throw new BracketRuleError("match_not_found", BRACKET_TEXTS.unknownMatch);
}

/** A first-round match with exactly one team: that team goes through without playing. */
export function isBye(match: Pick<BracketMatch, "roundNumber" | "team1Id" | "team2Id">): boolean {
  return match.roundNumber === 1 && (match.team1Id === null) !== (match.team2Id === null);
}

const resetResult = (m: BracketMatch) => {
  m.winnerId = null;
  m.team1Score = 0;
  m.team2Score = 0;
  m.status = "pending";
  m.playedAt = null;
};

function setSlot(m: BracketMatch, slot: Slot, teamId: string | null, teamName: string | null) {
  if (slot === "team1") {
    m.team1Id = teamId;
    m.team1Name = teamName;
  } else {
    m.team2Id = teamId;
    m.team2Name = teamName;
  }
}

function winnerName(m: BracketMatch) {
  return m.winnerId === m.team1Id ? m.team1Name : m.team2Name;
}

function ordered(byKey: Map<string, BracketMatch>) {
  return [...byKey.values()].sort((a, b) => a.roundNumber - b.roundNumber || a.matchNumber - b.matchNumber);
}

/** Problems that stop a bracket from being published, or null when its first round is ready. */
export function firstRoundProblem(matches: readonly BracketMatch[]): string | null {
  const first = matches.filter((m) => m.roundNumber === 1);
  const teams = first.flatMap((m) => [m.team1Id, m.team2Id]).filter((id): id is string => id !== null);
  if (new Set(teams).size !== teams.length) return BRACKET_TEXTS.teamTwice;
  if (teams.length < 2) return BRACKET_TEXTS.notEnoughTeams;
  if (first.some((m) => m.team1Id === null && m.team2Id === null)) return BRACKET_TEXTS.twoByesMeet;
  return null;
}

/**
 * The bracket as it stands before any match is played: later rounds empty, first-round matches pending, and each bye
 * completed with its team already placed in round 2 (byes advance automatically).
 */
export function resolveByes(matches: readonly BracketMatch[]): BracketMatch[] {
  const byKey = indexed(matches);
  const totalRounds = totalRoundsOf(matches);
  for (const m of byKey.values()) {
    resetResult(m);
    if (m.roundNumber > 1) {
      setSlot(m, "team1", null, null);
      setSlot(m, "team2", null, null);
    }
  }
  for (const m of ordered(byKey)) {
    if (!isBye(m)) continue;
    m.winnerId = m.team1Id ?? m.team2Id;
    m.status = "completed";
    const next = nextSlot(m.roundNumber, m.matchNumber, totalRounds);
    const target = next && byKey.get(key(next.roundNumber, next.matchNumber));
    if (next && target) setSlot(target, next.slot, m.winnerId, winnerName(m));
  }
  return ordered(byKey);
}

/** The winner of a match with both teams and these scores; a tie decides nothing. */
export function decideWinner(match: BracketMatch, scores: Scores): string {
  if (!match.team1Id || !match.team2Id) throw new BracketRuleError("teams_missing", BRACKET_TEXTS.bothTeamsToEnd);
  if (scores.team1Score === scores.team2Score) throw new BracketRuleError("tie", BRACKET_TEXTS.tie);
  return scores.team1Score > scores.team2Score ? match.team1Id : match.team2Id;
}

/**
 * Empties the slot that match `from` filled in the next round, and voids that next match's result, following the
 * chain: a result played against a team that no longer belongs there does not hold.
 */
function clearForward(
  byKey: Map<string, BracketMatch>,
  from: BracketMatch,
  totalRounds: number,
  replacement: { id: string | null; name: string | null },
) {
  const next = nextSlot(from.roundNumber, from.matchNumber, totalRounds);
  if (!next) return;
  const target = byKey.get(key(next.roundNumber, next.matchNumber));
  if (!target) return;
  setSlot(target, next.slot, replacement.id, replacement.name);
  const hadResult = target.status !== "pending" && target.status !== "scheduled";
  const hadWinner = target.winnerId !== null;
  if (hadResult || target.team1Score !== 0 || target.team2Score !== 0) resetResult(target);
  if (hadWinner) clearForward(byKey, target, totalRounds, { id: null, name: null });
}

/** Ends a match in progress: the higher score wins and takes the next slot. `finalCompleted` ends the tournament. */
export function endMatch(matches: readonly BracketMatch[], matchId: string, scores: Scores, now: Date) {
  const byKey = indexed(matches);
  const totalRounds = totalRoundsOf(matches);
  const match = find(byKey, matchId);
  if (match.status === "completed") throw new BracketRuleError("match_completed", BRACKET_TEXTS.alreadyCompleted);
  const winnerId = decideWinner(match, scores);
  if (match.status !== "in_progress") throw new BracketRuleError("match_not_in_progress", BRACKET_TEXTS.notInProgress);
  Object.assign(match, scores, { winnerId, status: "completed" as const, playedAt: now });
  const next = nextSlot(match.roundNumber, match.matchNumber, totalRounds);
  const target = next && byKey.get(key(next.roundNumber, next.matchNumber));
  if (next && target) setSlot(target, next.slot, winnerId, winnerName(match));
  return { matches: ordered(byKey), finalCompleted: next === null };
}

/**
 * Re-scores a completed match. When the winner changes, the new winner takes the old one's place in the next round,
 * and every result after it that the old winner's run produced is cleared (those matches go back to pending).
 */
export function rescoreMatch(matches: readonly BracketMatch[], matchId: string, scores: Scores) {
  const byKey = indexed(matches);
  const totalRounds = totalRoundsOf(matches);
  const match = find(byKey, matchId);
  if (match.status !== "completed") throw new BracketRuleError("match_not_completed", BRACKET_TEXTS.notCompleted);
  if (isBye(match)) throw new BracketRuleError("bye", BRACKET_TEXTS.byeHasNoScore);
  const winnerId = decideWinner(match, scores);
  const winnerChanged = winnerId !== match.winnerId;
  Object.assign(match, scores, { winnerId });
  if (winnerChanged) clearForward(byKey, match, totalRounds, { id: winnerId, name: winnerName(match) });
  const final = [...byKey.values()].find((m) => m.roundNumber === totalRounds);
  return { matches: ordered(byKey), winnerChanged, finalCompleted: final?.status === "completed" };
}

/** The matches whose stored columns differ between two states of one bracket. */
export function changedMatches(before: readonly BracketMatch[], after: readonly BracketMatch[]): BracketMatch[] {
  const old = new Map(before.map((m) => [m.id, m]));
  return after.filter((m) => {
    const was = old.get(m.id);
    if (!was) return true;
    return (
      was.team1Id !== m.team1Id ||
      was.team2Id !== m.team2Id ||
      was.team1Name !== m.team1Name ||
      was.team2Name !== m.team2Name ||
      was.winnerId !== m.winnerId ||
      was.team1Score !== m.team1Score ||
      was.team2Score !== m.team2Score ||
      was.status !== m.status ||
      (was.playedAt?.getTime() ?? null) !== (m.playedAt?.getTime() ?? null)
    );
  });
}
