// What the score boxes accept before a score is sent: whole numbers from 0 to MAX_SCORE, typed as digits.
import { describe, expect, it } from "vitest";
import { typedScoresSchema } from "./tournament-schemas";
import { MAX_SCORE, TOURNAMENT_TEXTS } from "./tournament-texts";

describe("typedScoresSchema", () => {
  it("reads two scores typed as digits, spaces around them allowed", () => {
    expect(typedScoresSchema.parse({ team1Score: "21", team2Score: " 0 " })).toEqual({ team1Score: 21, team2Score: 0 });
    expect(typedScoresSchema.parse({ team1Score: String(MAX_SCORE), team2Score: "07" })).toEqual({
      team1Score: MAX_SCORE,
      team2Score: 7,
    });
  });

  it("refuses blanks, signs, decimals, other characters and scores above the maximum, under the box typed in", () => {
    for (const typed of ["", " ", "-1", "+3", "2.5", "1e2", "x", "0x10", String(MAX_SCORE + 1), "9".repeat(400)]) {
      for (const box of ["team1Score", "team2Score"] as const) {
        const parsed = typedScoresSchema.safeParse({ team1Score: "1", team2Score: "1", [box]: typed });
        expect(
          parsed.error?.issues.map((i) => [i.path, i.message]),
          `"${typed}" in ${box}`,
        ).toEqual([[[box], TOURNAMENT_TEXTS.score]]);
      }
    }
  });
});
