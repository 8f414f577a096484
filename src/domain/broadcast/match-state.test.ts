import { describe, expect, it } from "vitest";
import { applyMatchChange, type MatchState, resetMatch } from "./match-state";
import { gameSeconds } from "./sports-clock";
import { SPORTS_TEXTS } from "./sports-texts";

const T0 = Date.parse("2026-11-23T18:00:00.000Z");
const fresh: MatchState = {
  teamAName: "TEAM A",
  teamBName: "TEAM B",
  teamAScore: 0,
  teamBScore: 0,
  clock: { startedAtMs: null, baseSeconds: 0 },
};

describe("applying a change", () => {
  it("renames, scores and starts the clock in one go", () => {
    const result = applyMatchChange(
      fresh,
      { teamAName: "Hawks", teamBName: "Owls", teamAScoreChange: 2, running: true },
      T0,
    );
    expect(result).toEqual({
      state: {
        teamAName: "Hawks",
        teamBName: "Owls",
        teamAScore: 2,
        teamBScore: 0,
        clock: { startedAtMs: T0, baseSeconds: 0 },
      },
    });
  });

  it("keeps what the change does not mention", () => {
    const running = { ...fresh, teamAScore: 3, clock: { startedAtMs: T0, baseSeconds: 10 } };
    expect(applyMatchChange(running, { teamBScoreChange: 1 }, T0 + 5000)).toEqual({
      state: { ...running, teamBScore: 1 },
    });
  });

  it("refuses a minus at 0 and changes nothing else of that request", () => {
    const result = applyMatchChange(fresh, { teamAName: "Hawks", teamBScoreChange: -1, running: true }, T0);
    expect(result).toEqual({ error: SPORTS_TEXTS.scoreBelowZero });
  });

  it("pauses on the second the screens show", () => {
    const running = { ...fresh, clock: { startedAtMs: T0, baseSeconds: 0 } };
    const result = applyMatchChange(running, { running: false }, T0 + 12_345);
    expect("state" in result && result.state.clock).toEqual({ startedAtMs: null, baseSeconds: 12 });
  });
});

describe("Reset Match", () => {
  it("sets both scores to 0 and stops the clock at 0, keeping the names", () => {
    const played: MatchState = {
      teamAName: "Hawks",
      teamBName: "Owls",
      teamAScore: 4,
      teamBScore: 2,
      clock: { startedAtMs: T0, baseSeconds: 300 },
    };
    const reset = resetMatch(played);
    expect(reset).toEqual({ ...played, teamAScore: 0, teamBScore: 0, clock: { startedAtMs: null, baseSeconds: 0 } });
    expect(gameSeconds(reset.clock, T0 + 60_000)).toBe(0);
  });
});
