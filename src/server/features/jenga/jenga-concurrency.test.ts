// Racing requests: double clicks and players racing each other must never make two moves for one turn, and a game
// is finished (and scored) exactly once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jengaGamePlayers, jengaMoves } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { jengaKit } from "../../testing/jenga-fixtures";
import { type Person } from "../../testing/people";

let t: TestApp;
const kit = jengaKit(() => t, "race");
let admin: Person;
let ana: Person;
let ben: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await kit.admin();
  ana = await kit.student("Ana");
  ben = await kit.student("Ben");
});
afterAll(() => t.close());

const movesOf = (gameId: string) =>
  t.database.db.select().from(jengaMoves).where(eq(jengaMoves.gameId, gameId)).orderBy(jengaMoves.moveNumber);

describe("moves under concurrency", () => {
  it("accepts exactly one of 20 concurrent move requests for one turn", async () => {
    const game = await kit.startedGame(admin, [ana, ben]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => kit.move(ana, game.id, i % 2 ? "hard" : "easy")),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === "not_your_turn")).toBe(
      true,
    );
    expect(await movesOf(game.id)).toHaveLength(1);
    const points = (await movesOf(game.id))[0]!.points;
    expect((await kit.stats(ana)).totalPoints).toBe(points);
  });

  it("keeps strict alternation when both players fire many requests at once", async () => {
    const game = await kit.startedGame(admin, [ana, ben]);
    await Promise.all(Array.from({ length: 30 }, (_, i) => kit.move(i % 2 ? ben : ana, game.id, "easy")));
    const moves = await movesOf(game.id);
    expect(moves.length).toBeGreaterThanOrEqual(1);
    moves.forEach((m, i) => {
      expect(m.moveNumber).toBe(i + 1);
      expect(m.playerId).toBe(i % 2 === 0 ? ana.id : ben.id);
    });
  });
});

describe("finishing under concurrency", () => {
  it("scores a game once when Finish is sent 10 times at once", async () => {
    const [win, lose] = [await kit.student(), await kit.student()];
    const game = await kit.startedGame(admin, [win, lose]);
    await kit.move(win, game.id, "hard");
    await kit.move(lose, game.id, "hard");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        kit.call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
          winnerUserId: win.id,
          loserUserId: lose.id,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await kit.stats(win)).toEqual({ totalPoints: 18, rating: 1016, gamesPlayed: 1, gamesWon: 1, gamesLost: 0 });
    expect(await kit.stats(lose)).toEqual({ totalPoints: -10, rating: 984, gamesPlayed: 1, gamesWon: 0, gamesLost: 1 });
  });
});

describe("joining under concurrency", () => {
  it("gives 8 students joining at once 8 distinct turn orders", async () => {
    const game = await kit.createGame(admin);
    const students = [];
    for (let i = 0; i < 8; i++) students.push(await kit.student());
    const answers = await Promise.all(
      students.map((s) => kit.call(s, "POST", "/api/jenga/games/join", { code: game.gameCode })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const rows = await t.database.db.select().from(jengaGamePlayers).where(eq(jengaGamePlayers.gameId, game.id));
    expect(new Set(rows.map((r) => r.turnOrder)).size).toBe(8);
  });

  it("files one request when the same student clicks Join five times", async () => {
    const game = await kit.createGame(admin);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => kit.call(ana, "POST", "/api/jenga/games/join", { code: game.gameCode })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const rows = await t.database.db.select().from(jengaGamePlayers).where(eq(jengaGamePlayers.gameId, game.id));
    expect(rows).toHaveLength(1);
  });
});
