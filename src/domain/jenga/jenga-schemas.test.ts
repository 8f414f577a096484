import { describe, expect, it } from "vitest";
import {
  createGameSchema,
  finishGameSchema,
  joinGameSchema,
  makeMoveSchema,
  respondToInviteSchema,
} from "./jenga-schemas";
import { JENGA_TEXTS } from "./jenga-texts";
import { JENGA_TOPICS } from "./jenga-topics";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("joining by code", () => {
  it("trims and uppercases the code", () => {
    expect(joinGameSchema.parse({ code: "  abc234 " })).toEqual({ code: "ABC234" });
  });

  it.each([
    ["an empty code", ""],
    ["a blank code", "   "],
    ["no code", undefined],
  ])("refuses %s with 'Please enter a game code'", (_label, code) => {
    expect(firstMessage(joinGameSchema.safeParse({ code }))).toBe(JENGA_TEXTS.enterGameCode);
  });

  it("accepts 6 characters and refuses 7", () => {
    expect(joinGameSchema.safeParse({ code: "ABCDEF" }).success).toBe(true);
    expect(firstMessage(joinGameSchema.safeParse({ code: "ABCDEFG" }))).toBe(JENGA_TEXTS.gameCodeTooLong);
  });
});

describe("creating a game", () => {
  it("trims the name", () => {
    expect(createGameSchema.parse({ name: "  Friday Lunch  " })).toEqual({ name: "Friday Lunch" });
  });

  it("refuses a blank name with 'Please provide a game name'", () => {
    expect(firstMessage(createGameSchema.safeParse({ name: "  " }))).toBe(JENGA_TEXTS.gameNameRequired);
  });

  it("accepts 100 characters and refuses 101", () => {
    expect(createGameSchema.safeParse({ name: "x".repeat(100) }).success).toBe(true);
    expect(createGameSchema.safeParse({ name: "x".repeat(101) }).success).toBe(false);
  });
});

describe("moves", () => {
  it("accepts easy and hard only", () => {
    expect(makeMoveSchema.safeParse({ difficulty: "easy" }).success).toBe(true);
    expect(makeMoveSchema.safeParse({ difficulty: "hard" }).success).toBe(true);
    expect(makeMoveSchema.safeParse({ difficulty: "medium" }).success).toBe(false);
  });
});

describe("finishing a game", () => {
  it("needs a winner and a loser, with 'Please select a game, winner, and loser'", () => {
    expect(firstMessage(finishGameSchema.safeParse({ winnerUserId: "a" }))).toBe(JENGA_TEXTS.selectFinish);
    expect(firstMessage(finishGameSchema.safeParse({ winnerUserId: "", loserUserId: "b" }))).toBe(
      JENGA_TEXTS.selectFinish,
    );
  });

  it("refuses the same player as winner and loser", () => {
    expect(firstMessage(finishGameSchema.safeParse({ winnerUserId: "a", loserUserId: "a" }))).toBe(
      JENGA_TEXTS.winnerIsLoser,
    );
    expect(finishGameSchema.safeParse({ winnerUserId: "a", loserUserId: "b" }).success).toBe(true);
  });
});

describe("invites", () => {
  it("answers accepted or declined only", () => {
    expect(respondToInviteSchema.safeParse({ response: "accepted" }).success).toBe(true);
    expect(respondToInviteSchema.safeParse({ response: "declined" }).success).toBe(true);
    expect(respondToInviteSchema.safeParse({ response: "maybe" }).success).toBe(false);
  });
});

it("names one topic per game", () => {
  expect(JENGA_TOPICS.game("42")).toBe("jenga:game:42");
});
