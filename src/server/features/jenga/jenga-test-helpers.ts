// Helpers for the Jenga API tests: people signed in through the real endpoints, and calls as one of them.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { users } from "../../db/schema";
import { jsonHeaders, signedInAdmin, signedInStudent } from "../../testing/accounts";
import type { TestApp } from "../../testing/test-app";

export type Person = { email: string; cookie: string; id: string; name: string };
type Method = "GET" | "POST" | "DELETE";

export const PASSWORD = "Maple-Syrup-42";

export function jengaKit(t: () => TestApp, label: string) {
  let n = 0;
  const call = (as: Person | null, method: Method, url: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: { ...(method === "GET" ? {} : jsonHeaders), ...(as ? { cookie: as.cookie } : {}) },
      ...(method === "GET" ? {} : { payload: (payload ?? {}) as object }),
    });

  const student = async (name = `Player ${n + 1}`): Promise<Person> => {
    const email = `${label}${++n}@riverside.example`;
    const cookie = await signedInStudent(t(), { email, password: PASSWORD, fullName: name });
    const [row] = await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { email, cookie, id: row!.id, name };
  };

  const admin = async (): Promise<Person> => {
    const signedIn = await signedInAdmin(t(), `${label}-admin@riverside.example`);
    return { ...signedIn, name: "Admin" };
  };

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

  return { call, student, admin, createGame, join, approve, startedGame, move, stats, cast };
}
