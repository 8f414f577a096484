// The score rule the score boxes apply without zod, and the API's schema, which must say the same.
import { describe, expect, it } from "vitest";
import { isScore, MAX_SCORE } from "./tournament-rules";
import { scoresSchema } from "./tournament-schemas";

describe("isScore", () => {
  it("accepts whole numbers from 0 to MAX_SCORE and nothing else", () => {
    expect([0, 1, 21, MAX_SCORE].map(isScore)).toEqual([true, true, true, true]);
    expect([-1, MAX_SCORE + 1, 2.5, Number.NaN, Number.POSITIVE_INFINITY].map(isScore)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("agrees with the API's scores schema on every value around the limits", () => {
    const values = [-2, -1, -0.5, 0, 0.5, 1, 2, 10.25, MAX_SCORE - 1, MAX_SCORE, MAX_SCORE + 0.5, MAX_SCORE + 1, 1e6];
    for (const value of [...values, Number.NaN, Number.POSITIVE_INFINITY]) {
      const bySchema = scoresSchema.safeParse({ team1Score: value, team2Score: 0 }).success;
      expect(isScore(value), `score ${value}`).toBe(bySchema);
    }
  });
});
