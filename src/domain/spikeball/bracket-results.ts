// What results do to a single-elimination bracket, shared by the server (which writes the changed matches in one
// transaction) and the browser: byes advancing on publish, a match ending, a completed match re-scored. Every function
// takes all the matches of one tournament and returns the new state of every match.
import { BracketRuleError, type MatchStatus, nextSlot, type Slot } from "./bracket";
import { BRACKET_TEXTS } from "./bracket-texts";

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
