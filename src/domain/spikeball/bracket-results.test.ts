import { describe, expect, it } from "vitest";
import { bracketShape, type MaxTeams } from "./bracket";
import { BRACKET_TEXTS } from "./bracket-texts";
import {
  type BracketMatch,
  changedMatches,
  endMatch,
  firstRoundProblem,
  isBye,
  rescoreMatch,
  resolveByes,
} from "./bracket-results";

// A bracket of `maxTeams` with these first-round teams (null: an empty slot).
function bracket(maxTeams: MaxTeams, firstRound: (string | null)[]): BracketMatch[] {
  return bracketShape(maxTeams).flatMap(({ roundNumber, matchCount }) =>
    Array.from({ length: matchCount }, (_, i) => {
      const t1 = roundNumber === 1 ? (firstRound[i * 2] ?? null) : null;
      const t2 = roundNumber === 1 ? (firstRound[i * 2 + 1] ?? null) : null;
      return {
        id: `r${roundNumber}m${i + 1}`,
        roundNumber,
        matchNumber: i + 1,
        team1Id: t1,
        team2Id: t2,
        team1Name: t1 && `Team ${t1}`,
        team2Name: t2 && `Team ${t2}`,
        winnerId: null,
        team1Score: 0,
        team2Score: 0,
        status: "pending" as const,
        playedAt: null,
      };
    }),
  );
}

const at = (matches: BracketMatch[], id: string) => matches.find((m) => m.id === id)!;
const start = (matches: BracketMatch[], id: string) =>
  matches.map((m) => (m.id === id ? { ...m, status: "in_progress" as const } : m));
const now = new Date("2026-11-23T10:00:00Z");
const play = (matches: BracketMatch[], id: string, team1Score: number, team2Score: number) =>
  endMatch(start(matches, id), id, { team1Score, team2Score }, now).matches;

describe("publishing the first round", () => {
  it("advances byes automatically into round 2", () => {
    const resolved = resolveByes(bracket(8, ["a", "b", "c", null, "e", "f", "g", null]));
    expect(at(resolved, "r1m2")).toMatchObject({ status: "completed", winnerId: "c" });
    expect(isBye(at(resolved, "r1m2"))).toBe(true);
    expect(at(resolved, "r2m1")).toMatchObject({ team2Id: "c", team2Name: "Team c", team1Id: null });
    expect(at(resolved, "r2m2")).toMatchObject({ team2Id: "g", team1Id: null });
    expect(at(resolved, "r1m1")).toMatchObject({ status: "pending", winnerId: null });
  });

  it("names what stops a first round from being published", () => {
    expect(firstRoundProblem(bracket(4, ["a", "b", "c", "d"]))).toBeNull();
    expect(firstRoundProblem(bracket(4, ["a", null, "c", null]))).toBeNull();
    expect(firstRoundProblem(bracket(8, ["a", "b", null, null, "c", "d", "e", "f"]))).toBe(BRACKET_TEXTS.twoByesMeet);
    expect(firstRoundProblem(bracket(4, ["a", "b", "a", "d"]))).toBe(BRACKET_TEXTS.teamTwice);
    expect(firstRoundProblem(bracket(4, ["a", null, null, null]))).toBe(BRACKET_TEXTS.notEnoughTeams);
  });
});

describe("ending a match", () => {
  const four = () => resolveByes(bracket(4, ["a", "b", "c", "d"]));

  it("records the higher score as winner and places them in the next slot", () => {
    const after = play(four(), "r1m2", 11, 21);
    expect(at(after, "r1m2")).toMatchObject({ status: "completed", winnerId: "d", team2Score: 21, playedAt: now });
    expect(at(after, "r2m1")).toMatchObject({ team2Id: "d", team2Name: "Team d", team1Id: null });
  });

  it("refuses a tie, a missing team, a match not started, and a completed one", () => {
    expect(() => endMatch(start(four(), "r1m1"), "r1m1", { team1Score: 5, team2Score: 5 }, now)).toThrow(
      BRACKET_TEXTS.tie,
    );
    expect(() => endMatch(start(four(), "r2m1"), "r2m1", { team1Score: 5, team2Score: 3 }, now)).toThrow(
      BRACKET_TEXTS.bothTeamsToEnd,
    );
    expect(() => endMatch(four(), "r1m1", { team1Score: 5, team2Score: 3 }, now)).toThrow(BRACKET_TEXTS.notInProgress);
    const done = play(four(), "r1m1", 21, 3);
    expect(() => endMatch(done, "r1m1", { team1Score: 5, team2Score: 3 }, now)).toThrow(BRACKET_TEXTS.alreadyCompleted);
    expect(() => endMatch(done, "nope", { team1Score: 5, team2Score: 3 }, now)).toThrow(BRACKET_TEXTS.unknownMatch);
  });

  it("says when the final ended", () => {
    let m = play(four(), "r1m1", 21, 3);
    m = play(m, "r1m2", 21, 3);
    const final = endMatch(start(m, "r2m1"), "r2m1", { team1Score: 15, team2Score: 21 }, now);
    expect(final.finalCompleted).toBe(true);
    expect(at(final.matches, "r2m1").winnerId).toBe("c");
    expect(play(four(), "r1m1", 21, 3).length).toBe(3);
    expect(endMatch(start(four(), "r1m1"), "r1m1", { team1Score: 2, team2Score: 1 }, now).finalCompleted).toBe(false);
  });
});

describe("re-scoring a completed match", () => {
  const eight = () => resolveByes(bracket(8, ["a", "b", "c", "d", "e", "f", "g", "h"]));

  it("keeps the bracket when the winner stays the same", () => {
    const before = play(eight(), "r1m1", 21, 10);
    const { matches, winnerChanged } = rescoreMatch(before, "r1m1", { team1Score: 21, team2Score: 15 });
    expect(winnerChanged).toBe(false);
    expect(changedMatches(before, matches).map((m) => m.id)).toEqual(["r1m1"]);
    expect(at(matches, "r1m1")).toMatchObject({ team2Score: 15, winnerId: "a", status: "completed" });
  });

  it("moves the new winner forward and clears every later result the old winner's run produced", () => {
    let m = play(eight(), "r1m1", 21, 10); // a beats b
    m = play(m, "r1m2", 21, 10); // c beats d
    m = play(m, "r1m3", 21, 10); // e
    m = play(m, "r1m4", 21, 10); // g
    m = play(m, "r2m1", 21, 19); // a beats c
    m = play(m, "r2m2", 15, 21); // g beats e
    m = start(m, "r3m1"); // the final a v g is under way
    m = m.map((x) => (x.id === "r3m1" ? { ...x, team1Score: 7, team2Score: 4 } : x));

    const { matches, winnerChanged, finalCompleted } = rescoreMatch(m, "r1m1", { team1Score: 18, team2Score: 21 });
    expect(winnerChanged).toBe(true);
    expect(finalCompleted).toBe(false);
    expect(at(matches, "r1m1")).toMatchObject({ winnerId: "b", status: "completed", team1Score: 18 });
    // b replaces a in the semifinal, whose result (a over c) no longer holds.
    expect(at(matches, "r2m1")).toMatchObject({
      team1Id: "b",
      team1Name: "Team b",
      team2Id: "c",
      winnerId: null,
      status: "pending",
      team1Score: 0,
      team2Score: 0,
      playedAt: null,
    });
    // a's place in the final is emptied and the final in progress goes back to pending.
    expect(at(matches, "r3m1")).toMatchObject({ team1Id: null, team1Name: null, team2Id: "g", status: "pending" });
    expect(at(matches, "r3m1").team1Score).toBe(0);
    // The other half is untouched.
    expect(at(matches, "r2m2")).toMatchObject({ winnerId: "g", status: "completed" });
    expect(changedMatches(m, matches).map((x) => x.id)).toEqual(["r1m1", "r2m1", "r3m1"]);
  });

  it("re-opens a completed tournament when the final's result no longer holds, and not when the final is re-scored", () => {
    let m = resolveByes(bracket(4, ["a", "b", "c", "d"]));
    m = play(m, "r1m1", 21, 10);
    m = play(m, "r1m2", 21, 10);
    m = play(m, "r2m1", 21, 10);
    expect(rescoreMatch(m, "r1m2", { team1Score: 1, team2Score: 21 }).finalCompleted).toBe(false);
    const final = rescoreMatch(m, "r2m1", { team1Score: 10, team2Score: 21 });
    expect(final.finalCompleted).toBe(true);
    expect(at(final.matches, "r2m1").winnerId).toBe("c");
  });

  it("refuses a tie, a match not completed, and a bye", () => {
    const m = play(eight(), "r1m1", 21, 10);
    expect(() => rescoreMatch(m, "r1m1", { team1Score: 9, team2Score: 9 })).toThrow(BRACKET_TEXTS.tie);
    expect(() => rescoreMatch(m, "r1m2", { team1Score: 9, team2Score: 2 })).toThrow(BRACKET_TEXTS.notCompleted);
    const withBye = resolveByes(bracket(4, ["a", null, "c", "d"]));
    expect(() => rescoreMatch(withBye, "r1m1", { team1Score: 9, team2Score: 2 })).toThrow(BRACKET_TEXTS.byeHasNoScore);
  });
});
