import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  averagePointsPerGame,
  DEFAULT_RATING,
  eloDelta,
  finishSettlement,
  firstTurn,
  GAME_CODE_ALPHABET,
  generateGameCode,
  leaderboardPageOf,
  leaderboardRank,
  mayStart,
  movePoints,
  nextTurn,
  settledGamePoints,
  winRate,
} from "./jenga-rules";

describe("block points", () => {
  it("gives 1 point for an easy block and 3 for a hard one", () => {
    expect(movePoints("easy")).toBe(1);
    expect(movePoints("hard")).toBe(3);
  });
});

describe("game codes", () => {
  it("has 6 characters from the unambiguous alphabet", () => {
    const code = generateGameCode(() => 0);
    expect(code).toBe("AAAAAA");
    fc.assert(
      fc.property(fc.array(fc.nat({ max: GAME_CODE_ALPHABET.length - 1 }), { minLength: 6, maxLength: 6 }), (picks) => {
        let i = 0;
        const generated = generateGameCode(() => picks[i++]!);
        expect(generated).toMatch(/^[A-Z0-9]{6}$/);
      }),
    );
  });

  it("never uses characters that are read as one another", () => {
    for (const confusable of ["O", "0", "I", "1", "L"]) expect(GAME_CODE_ALPHABET).not.toContain(confusable);
    expect(new Set(GAME_CODE_ALPHABET).size).toBe(GAME_CODE_ALPHABET.length);
  });
});

const alice = { userId: "alice", turnOrder: 0 };
const bob = { userId: "bob", turnOrder: 1 };
// A gap where a rejected player was.
const cleo = { userId: "cleo", turnOrder: 4 };

describe("turn order", () => {
  it("starts with the lowest turn order, whatever order the players come in", () => {
    expect(firstTurn([cleo, bob, alice])).toBe("alice");
    expect(firstTurn([])).toBeNull();
  });

  it("passes the turn to the next player by turn order, across gaps", () => {
    expect(nextTurn([cleo, alice, bob], alice)).toBe("bob");
    expect(nextTurn([cleo, alice, bob], bob)).toBe("cleo");
  });

  it("wraps around from the last player to the first", () => {
    expect(nextTurn([alice, bob, cleo], cleo)).toBe("alice");
  });

  it("gives a lone player every turn", () => {
    expect(nextTurn([alice], alice)).toBe("alice");
  });

  it("continues after the place of a player who left, or from the start without one", () => {
    expect(nextTurn([alice, cleo], bob)).toBe("cleo");
    expect(nextTurn([alice, bob], { userId: "zed", turnOrder: 9 })).toBe("alice");
    expect(nextTurn([bob, alice], null)).toBe("alice");
    expect(nextTurn([], alice)).toBeNull();
  });

  it("takes in a player approved mid-game at their place in the order", () => {
    const dan = { userId: "dan", turnOrder: 2 };
    expect(nextTurn([alice, bob, dan], bob)).toBe("dan");
  });
});

describe("Elo rating (K = 32)", () => {
  it("moves 16 points between equal ratings", () => {
    expect(eloDelta(DEFAULT_RATING, DEFAULT_RATING)).toBe(16);
  });

  it("gives an upset more than an expected win", () => {
    expect(eloDelta(1000, 1200)).toBe(24);
    expect(eloDelta(1200, 1000)).toBe(8);
  });

  it("stays between 0 and K", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (w, l) => {
        const delta = eloDelta(w, l);
        expect(delta).toBeGreaterThanOrEqual(0);
        expect(delta).toBeLessThanOrEqual(32);
      }),
    );
  });
});

describe("finishing a game", () => {
  it("gives the winner their block points and the bonus, the loser the penalty, the others their points", () => {
    expect(settledGamePoints(7, "winner")).toBe(22);
    expect(settledGamePoints(7, "loser")).toBe(-10);
    expect(settledGamePoints(7, "other")).toBe(7);
    expect(settledGamePoints(0, "loser")).toBe(-10);
  });

  it("settles every player: totals, ratings and records, with the ratings' change summing to zero", () => {
    const changes = finishSettlement({
      players: [
        { userId: "alice", blockPoints: 4 },
        { userId: "bob", blockPoints: 6 },
        { userId: "cleo", blockPoints: 3 },
      ],
      winner: { userId: "alice", rating: 1000 },
      loser: { userId: "bob", rating: 1000 },
    });
    expect(changes).toEqual([
      { userId: "alice", points: 15, rating: 16, played: 1, won: 1, lost: 0 },
      // Bob had 6 block points credited while playing: he gives them back and takes the -10.
      { userId: "bob", points: -16, rating: -16, played: 1, won: 0, lost: 1 },
      { userId: "cleo", points: 0, rating: 0, played: 1, won: 0, lost: 0 },
    ]);
    expect(changes.reduce((sum, c) => sum + c.rating, 0)).toBe(0);
  });
});

describe("records", () => {
  it("rounds the win rate and is 0 with no games", () => {
    expect(winRate(0, 0)).toBe(0);
    expect(winRate(1, 3)).toBe(33);
    expect(winRate(2, 3)).toBe(67);
    expect(winRate(3, 3)).toBe(100);
  });

  it("rounds the average points per game and is 0 with no games", () => {
    expect(averagePointsPerGame(25, 0)).toBe(0);
    expect(averagePointsPerGame(25, 2)).toBe(13);
    expect(averagePointsPerGame(10, 3)).toBe(3);
    expect(averagePointsPerGame(-10, 1)).toBe(-10);
  });
});

describe("starting", () => {
  it("needs a waiting game with at least one approved player", () => {
    expect(mayStart("waiting", 1)).toBe(true);
    expect(mayStart("waiting", 0)).toBe(false);
    expect(mayStart("active", 2)).toBe(false);
    expect(mayStart("finished", 2)).toBe(false);
  });
});

describe("leaderboardRank", () => {
  it("goes on counting across pages: page 2 of 50 starts at rank 51", () => {
    expect(leaderboardRank(1, 50, 0)).toBe(1);
    expect(leaderboardRank(1, 50, 49)).toBe(50);
    expect(leaderboardRank(2, 50, 0)).toBe(51);
    expect(leaderboardRank(3, 20, 4)).toBe(45);
  });
});

describe("leaderboardPageOf", () => {
  it("finds the page a rank is shown on", () => {
    expect(leaderboardPageOf(1, 50)).toBe(1);
    expect(leaderboardPageOf(50, 50)).toBe(1);
    expect(leaderboardPageOf(51, 50)).toBe(2);
    expect(leaderboardPageOf(1234, 50)).toBe(25);
  });
});
