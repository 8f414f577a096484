// The ranking each process holds for the leaderboard (decision 051): the count of players ahead by binary search,
// and, with two server processes on one PostgreSQL, a change made through one process reaching the other's ranking
// through the database's NOTIFY, while a change that announces nothing does not (the ranking is held, not re-read).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { ensureBaseRows } from "../../db/bootstrap";
import { type Database, openDatabase } from "../../platform/database/db";
import {
  type BearerUser,
  createScratchDatabase,
  freePort,
  insertBearerUsers,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  testPostgresUrl,
} from "../../testing/server-process";
import { countAbove, rankingOf } from "./leaderboard-ranking";

describe("countAbove", () => {
  // Distinct keys, best first (points, then rating, then wins), each with its number of players.
  const ranking = rankingOf([
    { points: 90, rating: 1100, won: 5, n: 1 },
    { points: 50, rating: 1020, won: 3, n: 2 },
    { points: 50, rating: 1020, won: 2, n: 1 },
    { points: 50, rating: 1010, won: 9, n: 3 },
    { points: -10, rating: 980, won: 0, n: 1 },
  ]);
  const above = (totalPoints: number, rating: number, gamesWon: number) =>
    countAbove(ranking, { totalPoints, rating, gamesWon });

  it("counts the players strictly above a key, as SQL's row comparison does", () => {
    expect(ranking.players).toBe(8);
    expect(above(100, 0, 0)).toBe(0);
    expect(above(90, 1100, 5)).toBe(0);
    expect(above(90, 1100, 4)).toBe(1);
    expect(above(50, 1020, 3)).toBe(1);
    expect(above(50, 1020, 2)).toBe(3);
    expect(above(50, 1020, 1)).toBe(4);
    expect(above(50, 1015, 100)).toBe(4);
    expect(above(0, 2000, 0)).toBe(7);
    expect(above(-11, 0, 0)).toBe(8);
    expect(countAbove(rankingOf([]), { totalPoints: 1, rating: 1, gamesWon: 1 })).toBe(0);
  });
});

describe("the ranking of two server processes on PostgreSQL", () => {
  let scratch: ScratchDatabase;
  let dataDir: string;
  let database: Database;
  const servers: ServerProcess[] = [];
  let admin: BearerUser;
  let students: BearerUser[];

  const call = async (server: ServerProcess, as: BearerUser, method: string, url: string, body?: object) => {
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${as.token}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(json)).toBeLessThan(300);
    return json;
  };
  const board = async (server: ServerProcess, as: BearerUser) =>
    (await call(server, as, "GET", "/api/jenga/leaderboard?page=1&pageSize=10")) as { myRank: number; total: number };
  /** Asks `server` until `as`'s rank is `rank` (events arrive a moment after the commit), or a few seconds pass. */
  const rankComesTo = async (server: ServerProcess, as: BearerUser, rank: number) => {
    for (let waited = 0; waited < 5_000; waited += 50) {
      if ((await board(server, as)).myRank === rank) return;
      await sleep(50);
    }
    expect((await board(server, as)).myRank).toBe(rank);
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(testPostgresUrl(), "cohort_ranking");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-ranking-"));
    database = await openDatabase({ databaseUrl: scratch.url });
    await database.migrate();
    await ensureBaseRows(database.db, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
    admin = (await insertBearerUsers(database.db, 1, "admin", "ranking"))[0]!;
    students = await insertBearerUsers(database.db, 3, "student", "ranking");
    // Student 0 last of three, 5 points behind student 1.
    await database.db.execute(sql`insert into jenga_user_stats (user_id, total_points, rating, games_played)
      values (${students[0]!.id}, 10, 1000, 1), (${students[1]!.id}, 15, 1000, 1), (${students[2]!.id}, 40, 1000, 1)`);
    const env = { DATABASE_URL: scratch.url, DATA_DIR: dataDir };
    servers.push(...(await Promise.all([0, 1].map(async () => startServerProcess(await freePort(), env)))));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await database?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is re-read by every process after a move through one of them", { timeout: 60_000 }, async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const me = students[0]!;
    for (const server of servers) expect(await board(server, me)).toMatchObject({ myRank: 3, total: 3 });

    // Student 1 drops to the bottom without an event: both processes still hold the ranking they read, in which
    // student 0 has two players ahead (the rank is counted from the held ranking, so it stays at 3).
    await database.db.execute(sql`update jenga_user_stats set total_points = 0 where user_id = ${students[1]!.id}`);
    for (const server of servers) expect((await board(server, me)).myRank).toBe(3);

    // A move through the first process announces the change on `jenga:leaderboard`: both processes read the
    // ranking again, and student 0, with 10 points and more, is second behind student 2 on each.
    const { game } = (await call(first, admin, "POST", "/api/jenga/admin/games", { name: "Ranking" })) as {
      game: { id: string; gameCode: string };
    };
    await call(first, me, "POST", "/api/jenga/games/join", { code: game.gameCode });
    await call(first, admin, "POST", `/api/jenga/admin/games/${game.id}/players/${me.id}/approve`);
    await call(first, admin, "POST", `/api/jenga/admin/games/${game.id}/start`);
    await call(first, me, "POST", `/api/jenga/games/${game.id}/moves`, { difficulty: "easy" });
    await rankComesTo(first, me, 2);
    await rankComesTo(second, me, 2);
    expect((await board(second, me)).total).toBe(3);
  });
});
