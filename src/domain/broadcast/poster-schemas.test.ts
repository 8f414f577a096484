// The campaign poster's text: what fits the poster, and the editor's promises typed one a line.
import { describe, expect, it } from "vitest";
import { posterContentSchema, posterFormSchema } from "./poster-schemas";
import { POSTER_TEXTS } from "./poster-texts";

const POSTER = {
  slogan: "Every Dollar Counts.",
  name: "Alex Morgan",
  office: "Student Treasurer",
  promises: ["Publish the budget"],
};

describe("the campaign poster's text", () => {
  it("allows one to five promises", () => {
    expect(posterContentSchema.safeParse(POSTER).success).toBe(true);
    expect(posterContentSchema.safeParse({ ...POSTER, promises: Array(5).fill("x") }).success).toBe(true);
    expect(posterContentSchema.safeParse({ ...POSTER, promises: [] }).error?.issues[0]?.message).toBe(
      POSTER_TEXTS.promisesRequired,
    );
    expect(posterContentSchema.safeParse({ ...POSTER, promises: Array(6).fill("x") }).error?.issues[0]?.message).toBe(
      POSTER_TEXTS.tooManyPromises,
    );
  });

  it("bounds the slogan and the name so they fit", () => {
    expect(posterContentSchema.safeParse({ ...POSTER, slogan: "x".repeat(81) }).error?.issues[0]?.message).toBe(
      POSTER_TEXTS.sloganTooLong,
    );
    expect(posterContentSchema.safeParse({ ...POSTER, name: "  " }).error?.issues[0]?.message).toBe(
      POSTER_TEXTS.nameRequired,
    );
  });
});

describe("the poster editor's form", () => {
  it("reads the promises one a line, trimmed, blank lines dropped", () => {
    expect(posterFormSchema.parse({ ...POSTER, promises: " One \n\nTwo\r\n  " }).promises).toEqual(["One", "Two"]);
  });

  it("refuses promises that are only blank lines, or too many lines, under the promises", () => {
    for (const [typed, message] of [
      [" \n\r\n ", POSTER_TEXTS.promisesRequired],
      ["1\n2\n3\n4\n5\n6", POSTER_TEXTS.tooManyPromises],
      [`ok\n${"x".repeat(91)}`, POSTER_TEXTS.promiseTooLong],
    ]) {
      const issues = posterFormSchema.safeParse({ ...POSTER, promises: typed }).error?.issues;
      expect(issues?.map((i) => [i.path[0], i.message])).toEqual([["promises", message]]);
    }
  });
});
