import { describe, expect, it } from "vitest";
import {
  BRACKET_TEXTS,
  type BracketMatch,
  BracketRuleError,
  bracketShape,
  changedMatches,
  endMatch,
  firstRoundProblem,
  isBye,
  type MaxTeams,
  nextSlot,
  rescoreMatch,
  resolveByes,
  roundCount,
  roundLabel,
  seedFirstRound,
  spreadByePositions,
} from "./bracket";

describe("bracket shape", () => {
  it.each([
    [4, [2, 1]],
    [8, [4, 2, 1]],
    [16, [8, 4, 2, 1]],
    [32, [16, 8, 4, 2, 1]],
  ] as const)("a %i-team bracket has log2(teams) rounds of %j matches", (maxTeams, counts) => {
    expect(roundCount(maxTeams)).toBe(counts.length);
    expect(bracketShape(maxTeams)).toEqual(counts.map((matchCount, i) => ({ roundNumber: i + 1, matchCount })));
  });
});

describe("round labels", () => {
  it("count from the last round", () => {
    expect([1, 2, 3, 4, 5].map((r) => roundLabel(r, 5))).toEqual([
      "Round 1",
      "Round 2",
      "Quarterfinals",
      "Semifinals",
      "Finals",
    ]);
    expect([1, 2].map((r) => roundLabel(r, 2))).toEqual(["Semifinals", "Finals"]);
    expect([1, 2, 3].map((r) => roundLabel(r, 3))).toEqual(["Quarterfinals", "Semifinals", "Finals"]);
  });
});

describe("where a winner goes", () => {
  it("goes to round + 1, match ceil(n / 2), team1 when n is odd and team2 when n is even", () => {
    expect(nextSlot(1, 1, 4)).toEqual({ roundNumber: 2, matchNumber: 1, slot: "team1" });
    expect(nextSlot(1, 2, 4)).toEqual({ roundNumber: 2, matchNumber: 1, slot: "team2" });
    expect(nextSlot(1, 7, 4)).toEqual({ roundNumber: 2, matchNumber: 4, slot: "team1" });
    expect(nextSlot(2, 4, 4)).toEqual({ roundNumber: 3, matchNumber: 2, slot: "team2" });
  });

  it("goes nowhere from the final", () => {
    expect(nextSlot(4, 1, 4)).toBeNull();
  });
});

describe("byes", () => {
  it("are spread over the halves and quarters of the first round", () => {
    expect(spreadByePositions(8, 1)).toEqual([1]);
    expect(spreadByePositions(8, 2)).toEqual([1, 5]);
    expect(spreadByePositions(8, 4)).toEqual([1, 3, 5, 7]);
    expect(spreadByePositions(2, 1)).toEqual([1]);
  });

  const sequence = (values: number[]) => {
    let i = 0;
    return () => values[i++ % values.length]!;
  };

  it.each([
    [4, 2],
    [4, 3],
    [8, 5],
    [16, 9],
    [32, 17],
    [32, 32],
  ] as const)("seeding %i slots with %i teams places every team once and no two byes together", (maxTeams, n) => {
    const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
    const placements = seedFirstRound(teams, maxTeams as MaxTeams, sequence([0.3, 0.9, 0.1, 0.6]));
    expect(placements).toHaveLength(maxTeams / 2);
    const placed = placements.flatMap((p) => [p.team1, p.team2]).filter((t) => t !== null);
    expect([...placed].sort()).toEqual([...teams].sort());
    for (const p of placements) expect(p.team1).not.toBeNull();
    expect(placements.filter((p) => p.team2 === null)).toHaveLength(maxTeams - n);
  });

  it("shuffles with the random source it is given", () => {
    const teams = ["A", "B", "C", "D"];
    const one = seedFirstRound(teams, 4, () => 0);
    const other = seedFirstRound(teams, 4, () => 0.99);
    expect(one).not.toEqual(other);
  });

  it("refuses too few teams (two byes would meet) and too many", () => {
    expect(() => seedFirstRound(["A", "B", "C"], 8)).toThrow(BRACKET_TEXTS.tooFewTeams(8));
    expect(() => seedFirstRound(["A"], 4)).toThrow(BracketRuleError);
    expect(() => seedFirstRound(["A", "B", "C", "D", "E"], 4)).toThrow(BRACKET_TEXTS.tooManyTeams(4));
  });
});

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
