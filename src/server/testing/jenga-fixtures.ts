// Fixtures for the Jenga API tests: the people kit, plus games created, joined, approved and started through the
// real endpoints, and the cast both test files start with.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../db/schema";
import { peopleKit, type Person } from "./people";
import type { TestApp } from "./test-app";

export function jengaKit(t: () => TestApp, label: string) {
  const people = peopleKit(t, label);
  const { call, student, admin } = people;

  const createGame = async (as: Person, name = "Lunch Break Tower") => {
    const res = await call(as, "POST", "/api/jenga/admin/games", { name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().game as { id: string; name: string; gameCode: string };
  };

  const join = async (as: Person, code: string) => {
    const res = await call(as, "POST", "/api/jenga/games/join", { code });
    expect(res.statusCode, res.body).toBe(201);
  };

  const approve = async (as: Person, gameId: string, userId: string) => {
    const res = await call(as, "POST", `/api/jenga/admin/games/${gameId}/players/${userId}/approve`);
    expect(res.statusCode, res.body).toBe(200);
  };

  /** A started game with these students approved, in this turn order. */
  const startedGame = async (as: Person, players: Person[], name?: string) => {
    const game = await createGame(as, name);
    for (const p of players) await join(p, game.gameCode);
    for (const p of players) await approve(as, game.id, p.id);
    const res = await call(as, "POST", `/api/jenga/admin/games/${game.id}/start`);
    expect(res.statusCode, res.body).toBe(200);
    return game;
  };

  const move = (as: Person, gameId: string, difficulty: "easy" | "hard") =>
    call(as, "POST", `/api/jenga/games/${gameId}/moves`, { difficulty });

  const stats = async (as: Person) => (await call(as, "GET", "/api/jenga/me")).json().stats;

  /** The people both test files start with: an admin, two students and a suspended one. */
  const cast = async () => {
    const people = {
      admin: await admin(),
      ana: await student("Ana Lopez"),
      ben: await student("Ben Okoro"),
      suspended: await student("Sam Shelved"),
    };
    await t()
      .database.db.update(users)
      .set({ status: "suspended", banReason: "Test" })
      .where(eq(users.id, people.suspended.id));
    return people;
  };

  return { ...people, createGame, join, approve, startedGame, move, stats, cast };
}
