import { describe, expect, it } from "vitest";
import {
  BracketRuleError,
  bracketShape,
  type MaxTeams,
  nextSlot,
  roundCount,
  roundLabel,
  seedFirstRound,
  spreadByePositions,
} from "./bracket";
import { BRACKET_TEXTS } from "./bracket-texts";

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
