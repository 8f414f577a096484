import { describe, expect, it } from "vitest";
import {
  changedScore,
  defaultSportsMatch,
  failedToUpdateMatch,
  isSameOrNewer,
  matchNumberSchema,
  matchSeconds,
  scoreProgress,
  sportsMatchChangeSchema,
  teamNameSchema,
} from "./sports-schemas";
import { SCORE_MAX, SPORTS_TEXTS, TEAM_NAME_MAX_LENGTH } from "./sports-texts";
import { sportsMatchTopic } from "./sports-topics";

describe("match numbers", () => {
  it.each([1, 2, 3, 4, "3"])("accepts %s", (n) => {
    expect(matchNumberSchema.safeParse(n).success).toBe(true);
  });

  it.each([0, 5, -1, 1.5, "one", ""])("refuses %s with a clear message", (n) => {
    const result = matchNumberSchema.safeParse(n);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SPORTS_TEXTS.unknownMatch);
  });
});

describe("team names", () => {
  it("trims and keeps the name as typed", () => {
    expect(teamNameSchema.parse("  Riverside Hawks ")).toBe("Riverside Hawks");
  });

  it("refuses a blank name", () => {
    expect(teamNameSchema.safeParse("   ").error?.issues[0]?.message).toBe(SPORTS_TEXTS.teamNameRequired);
  });

  it(`accepts ${TEAM_NAME_MAX_LENGTH} characters and refuses one more`, () => {
    expect(teamNameSchema.safeParse("x".repeat(TEAM_NAME_MAX_LENGTH)).success).toBe(true);
    expect(teamNameSchema.safeParse("x".repeat(TEAM_NAME_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(
      SPORTS_TEXTS.teamNameTooLong,
    );
  });
});

describe("a change from the control centre", () => {
  it("needs at least one thing to change", () => {
    expect(sportsMatchChangeSchema.safeParse({}).error?.issues[0]?.message).toBe(SPORTS_TEXTS.nothingToChange);
    expect(sportsMatchChangeSchema.safeParse({ changeId: "abc" }).success).toBe(false);
  });

  it("accepts a goal, a minus, names and the clock state together", () => {
    const change = { teamAScoreChange: 1, teamBScoreChange: -1, teamAName: "A", teamBName: "B", running: true };
    expect(sportsMatchChangeSchema.parse(change)).toEqual(change);
  });

  it("refuses fields it does not know, such as an absolute score or a colour", () => {
    expect(sportsMatchChangeSchema.safeParse({ teamAScore: 5 }).success).toBe(false);
    expect(sportsMatchChangeSchema.safeParse({ running: true, teamAColor: "green" }).success).toBe(false);
  });

  it("refuses a fractional or an enormous score change", () => {
    expect(sportsMatchChangeSchema.safeParse({ teamAScoreChange: 0.5 }).success).toBe(false);
    expect(sportsMatchChangeSchema.safeParse({ teamAScoreChange: SCORE_MAX + 1 }).success).toBe(false);
    expect(sportsMatchChangeSchema.safeParse({ teamAScoreChange: -SCORE_MAX - 1 }).success).toBe(false);
  });
});

describe("scores", () => {
  it("adds a goal and takes one away", () => {
    expect(changedScore(2, 1)).toEqual({ score: 3 });
    expect(changedScore(2, -1)).toEqual({ score: 1 });
    expect(changedScore(1, -1)).toEqual({ score: 0 });
  });

  it("never goes below 0", () => {
    expect(changedScore(0, -1)).toEqual({ error: SPORTS_TEXTS.scoreBelowZero });
    expect(changedScore(2, -3)).toEqual({ error: SPORTS_TEXTS.scoreBelowZero });
  });

  it(`stops at ${SCORE_MAX}`, () => {
    expect(changedScore(SCORE_MAX - 1, 1)).toEqual({ score: SCORE_MAX });
    expect(changedScore(SCORE_MAX, 1)).toEqual({ error: SPORTS_TEXTS.scoreTooHigh });
  });

  it("fills the progress bar a tenth per goal, full at 10 and beyond", () => {
    expect(scoreProgress(0)).toBe(0);
    expect(scoreProgress(3)).toBeCloseTo(0.3);
    expect(scoreProgress(10)).toBe(1);
    expect(scoreProgress(14)).toBe(1);
    expect(scoreProgress(-2)).toBe(0);
  });
});

describe("screens", () => {
  it("start from the specification's defaults", () => {
    expect(defaultSportsMatch(3)).toMatchObject({
      matchNumber: 3,
      teamAName: "TEAM A",
      teamAScore: 0,
      teamAColor: "blue",
      teamBName: "TEAM B",
      teamBScore: 0,
      teamBColor: "red",
      gameStarted: false,
      gameTime: 0,
    });
  });

  it("compute game_time from the stored clock", () => {
    const match = {
      ...defaultSportsMatch(1),
      gameStarted: true,
      clockStartedAt: "2026-11-23T18:00:00.000Z",
      clockBaseSeconds: 30,
    };
    expect(matchSeconds(match, Date.parse("2026-11-23T18:01:05.400Z"))).toBe(95);
  });

  it("apply a row only if it is not older than the one they show", () => {
    const older = { updatedAt: "2026-11-23T18:00:00.000Z" };
    const newer = { updatedAt: "2026-11-23T18:00:00.001Z" };
    expect(isSameOrNewer(newer, older)).toBe(true);
    expect(isSameOrNewer(older, older)).toBe(true);
    expect(isSameOrNewer(older, newer)).toBe(false);
  });

  it("follow one topic per match and name failures by match", () => {
    expect(sportsMatchTopic(2)).toBe("sports:match:2");
    expect(failedToUpdateMatch(4)).toBe("Failed to update match 4 state");
  });
});
