// What the score boxes accept before a score is sent: whole numbers from 0 to MAX_SCORE, typed as digits.
import { describe, expect, it } from "vitest";
import { MAX_SCORE, TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { parseScores } from "./tournament-score-inputs";

describe("parseScores", () => {
  it("reads two scores typed as digits, spaces around them allowed", () => {
    expect(parseScores({ team1: "21", team2: " 0 " })).toEqual({ scores: { team1Score: 21, team2Score: 0 } });
    expect(parseScores({ team1: String(MAX_SCORE), team2: "7" })).toEqual({
      scores: { team1Score: MAX_SCORE, team2Score: 7 },
    });
  });

  it("refuses blanks, signs, decimals, other characters and scores above the maximum", () => {
    for (const typed of ["", " ", "-1", "+3", "2.5", "1e2", "x", "0x10", String(MAX_SCORE + 1)]) {
      expect(parseScores({ team1: "1", team2: typed }), `"${typed}"`).toEqual({ error: TOURNAMENT_TEXTS.score });
      expect(parseScores({ team1: typed, team2: "1" }), `"${typed}"`).toEqual({ error: TOURNAMENT_TEXTS.score });
    }
  });
});
