// Jenga's lists a page at a time, on a database of their own: the leaderboard (ranks go on across pages, the podium
// is the first three overall), the hub's live games and the admins' games, with their totals and refusals.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jengaUserStats, users } from "../../db/schema";
import { jengaKit } from "../../testing/jenga-fixtures";
import { type Person } from "../../testing/people";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
const kit = jengaKit(() => t, "paging");
const { call } = kit;
let admin: Person;
let ana: Person;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, ana } = await kit.cast());
});
afterAll(() => t.close());

const BAD_PAGES = ["page=0", "page=-1", "page=two", "page=10001", "pageSize=0", "pageSize=1.5", "pageSize=1000"];

describe("the leaderboard, a page at a time", () => {
  // Seven ranked players (Eve and Fay tie on points, rating and wins: the name decides) and a suspended one on top.
  const table: [string, number, number, number][] = [
    ["Ada", 90, 1100, 5],
    ["Bea", 80, 1050, 4],
    ["Cal", 70, 1040, 3],
    ["Dan", 60, 1030, 3],
    ["Fay", 50, 1020, 2],
    ["Eve", 50, 1020, 2],
    ["Gus", -10, 980, 0],
  ];
  const ranked: string[] = ["Ada", "Bea", "Cal", "Dan", "Eve", "Fay", "Gus"];
  let viewer: Person;
  const byName = new Map<string, Person>();

  beforeAll(async () => {
    const db = t.database.db;
    for (const [name, totalPoints, rating, gamesWon] of table) {
      const p = await kit.student(name);
      await db.insert(jengaUserStats).values({ userId: p.id, totalPoints, rating, gamesWon, gamesPlayed: 6 });
      viewer ??= p;
      byName.set(name, p);
    }
    const blocked = await kit.student("Zed");
    await db.insert(jengaUserStats).values({ userId: blocked.id, totalPoints: 999, rating: 1500, gamesPlayed: 9 });
    await db.update(users).set({ status: "suspended", banReason: "Test" }).where(eq(users.id, blocked.id));
  });

  const board = async (query: string) => {
    const res = await call(viewer, "GET", `/api/jenga/leaderboard?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      players: { rank: number; userName: string }[];
      podium: { rank: number; userName: string }[];
      myRank: number | null;
      total: number;
      page: number;
      pageSize: number;
    };
  };
  const names = (rows: { rank: number; userName: string }[]) => rows.map((r) => `${r.rank} ${r.userName}`);

  it("answers the first page with ranks from 1, the podium, and the total of active players", async () => {
    const first = await board("page=1&pageSize=3");
    expect(names(first.players)).toEqual(["1 Ada", "2 Bea", "3 Cal"]);
    expect(names(first.podium)).toEqual(["1 Ada", "2 Bea", "3 Cal"]);
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
  });

  it("goes on counting ranks on a later page, keeps the podium of the first three, breaks a tie by name", async () => {
    const second = await board("page=2&pageSize=3");
    expect(names(second.players)).toEqual(["4 Dan", "5 Eve", "6 Fay"]);
    expect(names(second.podium)).toEqual(["1 Ada", "2 Bea", "3 Cal"]);
    expect(second.total).toBe(7);
    expect(names((await board("page=3&pageSize=3")).players)).toEqual(["7 Gus"]);
    expect((await board("page=4&pageSize=3")).players).toEqual([]);
  });

  it("tells each player their own rank whatever the page, and nobody without statistics a rank", async () => {
    expect((await board("page=1&pageSize=3")).myRank).toBe(1);
    const fay = await call(byName.get("Fay")!, "GET", "/api/jenga/leaderboard?page=1&pageSize=3");
    expect(fay.json()).toMatchObject({ myRank: 6, total: 7 });
    const gus = await call(byName.get("Gus")!, "GET", "/api/jenga/leaderboard?page=2&pageSize=3");
    expect(gus.json().myRank).toBe(7);
    expect((await call(admin, "GET", "/api/jenga/leaderboard")).json().myRank).toBeNull();
  });

  it("asks for 50 players by default, in the order of the whole board", async () => {
    const all = await board("");
    expect(all.pageSize).toBe(50);
    expect(all.players.map((p) => p.userName)).toEqual(ranked);
  });

  it.each(BAD_PAGES)("refuses %s with 400", async (query) => {
    const res = await call(viewer, "GET", `/api/jenga/leaderboard?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_request");
  });
});

describe("the hub's live games and the admins' games, a page at a time", () => {
  let games: { id: string; name: string; gameCode: string }[];

  beforeAll(async () => {
    // Oldest first: "Game 5" is the newest. Game 2 finishes, so the hub leaves it out; Game 4 is active.
    games = [];
    for (const n of [1, 2, 3, 4, 5]) games.push(await kit.createGame(admin, `Game ${n}`));
    const [ben, cy] = [await kit.student("Ben"), await kit.student("Cy")];
    const finished = await kit.startedGame(admin, [ben, cy], "Finished one");
    await call(admin, "POST", `/api/jenga/admin/games/${finished.id}/finish`, {
      winnerUserId: ben.id,
      loserUserId: cy.id,
    });
    const active = await kit.startedGame(admin, [ben, cy], "Active one");
    games.push(finished, active);
    await kit.join(ana, games[4]!.gameCode);
  });

  it("pages the hub's waiting and active games, newest first, with the total of live games only", async () => {
    const first = (await call(ana, "GET", "/api/jenga/games?page=1&pageSize=4")).json();
    expect(first.games.map((g: { name: string }) => g.name)).toEqual(["Active one", "Game 5", "Game 4", "Game 3"]);
    expect(first.games[0].players.map((p: { name: string }) => p.name)).toEqual(["Ben", "Cy"]);
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    const second = (await call(ana, "GET", "/api/jenga/games?page=2&pageSize=4")).json();
    expect(second.games.map((g: { name: string }) => g.name)).toEqual(["Game 2", "Game 1"]);
    expect(second.total).toBe(6);
  });

  it("pages every game for the admins, newest first, with approved players and pending requests", async () => {
    const first = (await call(admin, "GET", "/api/jenga/admin/games?pageSize=3")).json();
    expect(first.games.map((g: { name: string }) => g.name)).toEqual(["Active one", "Finished one", "Game 5"]);
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(first.games[0].approvedPlayers.map((p: { name: string }) => p.name)).toEqual(["Ben", "Cy"]);
    expect(first.games[2].pendingPlayers).toEqual([{ userId: ana.id, name: "Ana Lopez", email: ana.email }]);
    const last = (await call(admin, "GET", "/api/jenga/admin/games?page=3&pageSize=3")).json();
    expect(last.games.map((g: { name: string }) => g.name)).toEqual(["Game 1"]);
  });

  it("lists the games of one status for Finish Game", async () => {
    const active = (await call(admin, "GET", "/api/jenga/admin/games?status=active&pageSize=100")).json();
    expect(active.games.map((g: { name: string }) => g.name)).toEqual(["Active one"]);
    expect(active.total).toBe(1);
    const bad = await call(admin, "GET", "/api/jenga/admin/games?status=paused");
    expect(bad.statusCode).toBe(400);
  });

  it.each(BAD_PAGES)("refuses %s with 400 on both lists", async (query) => {
    expect((await call(ana, "GET", `/api/jenga/games?${query}`)).statusCode).toBe(400);
    expect((await call(admin, "GET", `/api/jenga/admin/games?${query}`)).statusCode).toBe(400);
  });

  it("keeps the admins' list to admins", async () => {
    expect((await call(ana, "GET", "/api/jenga/admin/games?page=1")).statusCode).toBe(403);
    expect((await call(null, "GET", "/api/jenga/admin/games?page=1")).statusCode).toBe(401);
  });
});
