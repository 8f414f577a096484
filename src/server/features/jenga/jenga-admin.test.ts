// The admin's side of Jenga against a real database: creating games with unique codes, approving and rejecting
// join requests, inviting, starting and finishing (scoring and Elo, exactly once), and that only admins may.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_CODE_ALPHABET } from "../../../domain/jenga/jenga-rules";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { jengaGamePlayers, jengaGames, jengaInvites, jengaUserStats } from "../../db/schema";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createGame } from "./create-game";
import { jengaKit } from "../../testing/jenga-fixtures";
import { type Person } from "../../testing/people";

let t: TestApp;
let baseUrl: string;
const kit = jengaKit(() => t, "admin");
const { call, move } = kit;
let admin: Person;
let ana: Person;
let ben: Person;
let suspended: Person;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  ({ admin, ana, ben, suspended } = await kit.cast());
});
afterAll(() => t.close());

const someGame = "00000000-0000-4000-8000-000000000000";
const adminEndpoints: [string, "GET" | "POST" | "DELETE", string, unknown?][] = [
  ["list games", "GET", "/api/jenga/admin/games"],
  ["create", "POST", "/api/jenga/admin/games", { name: "Sneaky" }],
  ["approve", "POST", `/api/jenga/admin/games/${someGame}/players/someone/approve`],
  ["reject", "DELETE", `/api/jenga/admin/games/${someGame}/players/someone`],
  ["start", "POST", `/api/jenga/admin/games/${someGame}/start`],
  ["finish", "POST", `/api/jenga/admin/games/${someGame}/finish`, { winnerUserId: "a", loserUserId: "b" }],
  ["invite", "POST", `/api/jenga/admin/games/${someGame}/invites`, { userId: "someone" }],
  ["users", "GET", "/api/jenga/admin/users"],
];

describe("admins only", () => {
  it.each(adminEndpoints)("%s: 401 anonymous, 403 student, 403 suspended", async (_label, method, url, payload) => {
    expect((await call(null, method, url, payload)).statusCode).toBe(401);
    const student = await call(ana, method, url, payload);
    expect(student.statusCode).toBe(403);
    expect(student.json().error.code).toBe("forbidden");
    const blocked = await call(suspended, method, url, payload);
    expect(blocked.statusCode).toBe(blocked.json().error.code === "account_blocked" ? 403 : 401);
  });

  it("lets a student create no game", async () => {
    await call(ana, "POST", "/api/jenga/admin/games", { name: "Sneaky" });
    expect(await t.database.db.select().from(jengaGames).where(eq(jengaGames.name, "Sneaky"))).toEqual([]);
  });
});

describe("the leaderboard before anyone plays", () => {
  it("is empty", async () => {
    expect((await call(ana, "GET", "/api/jenga/leaderboard")).json().players).toEqual([]);
  });
});

describe("creating games", () => {
  it("trims the name, gives a 6-character code of unambiguous characters, and lists the game first", async () => {
    const res = await call(admin, "POST", "/api/jenga/admin/games", { name: "  Friday Lunch Tower  " });
    expect(res.statusCode).toBe(201);
    const game = res.json().game;
    expect(game).toMatchObject({ name: "Friday Lunch Tower", status: "waiting" });
    expect(game.gameCode).toHaveLength(6);
    for (const ch of game.gameCode) expect(GAME_CODE_ALPHABET).toContain(ch);
    const [row] = await t.database.db.select().from(jengaGames).where(eq(jengaGames.id, game.id));
    expect(row).toMatchObject({ createdBy: admin.id, status: "waiting", startedAt: null, currentTurnPlayerId: null });
    const listed = (await call(admin, "GET", "/api/jenga/admin/games")).json().games;
    expect(listed[0]).toMatchObject({ id: game.id, gameCode: game.gameCode, approvedPlayers: [], pendingPlayers: [] });
  });

  it("refuses a blank name with 'Please provide a game name', creating nothing", async () => {
    const before = (await t.database.db.select().from(jengaGames)).length;
    for (const name of ["   ", undefined]) {
      const res = await call(admin, "POST", "/api/jenga/admin/games", { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(JENGA_TEXTS.gameNameRequired);
    }
    expect((await t.database.db.select().from(jengaGames)).length).toBe(before);
  });

  it("gives every game its own code", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 15; i++) codes.add((await kit.createGame(admin, `Batch ${i}`)).gameCode);
    expect(codes.size).toBe(15);
  });

  it("draws another code when the first one is taken", async () => {
    const adminUser = { ...(await adminMe()), role: "admin" as const };
    const deps = { db: t.database.db, realtime: t.app.realtime };
    const first = await createGame(deps, adminUser, "Holds AAAAAA", () => 0);
    expect(first.gameCode).toBe("AAAAAA");
    let call_ = 0;
    // The first six picks spell AAAAAA again; the next six spell BBBBBB.
    const second = await createGame(deps, adminUser, "Gets another", () => (call_++ < 6 ? 0 : 1));
    expect(second.gameCode).toBe("BBBBBB");
  });

  it("announces a new game on the admin console's topic so its statistics update", async () => {
    const socket = await openSocket(baseUrl, { cookie: admin.cookie });
    await socket.subscribe("admin");
    const game = await kit.createGame(admin);
    // This game's event: an earlier test's games announce themselves on the same topic, and may arrive late.
    const event = await socket.next(
      (f) => f.type === "event" && f.topic === "admin" && (f.data as { gameId?: string })?.gameId === game.id,
    );
    expect(event).toMatchObject({ event: "stats-changed" });
    socket.socket.close();
  });
});

async function adminMe() {
  const me = (await call(admin, "GET", "/api/accounts/me")).json().user;
  return me;
}

describe("join requests", () => {
  it("approves a pending player, who then shows with the approved players", async () => {
    const game = await kit.createGame(admin);
    await kit.join(ana, game.gameCode);
    await kit.approve(admin, game.id, ana.id);
    const listed = (await call(admin, "GET", "/api/jenga/admin/games"))
      .json()
      .games.find((g: { id: string }) => g.id === game.id);
    expect(listed.approvedPlayers).toEqual([{ userId: ana.id, name: "Ana Lopez", turnOrder: 0 }]);
    expect(listed.pendingPlayers).toEqual([]);
  });

  it("rejects a pending player by deleting the request", async () => {
    const game = await kit.createGame(admin);
    await kit.join(ben, game.gameCode);
    const res = await call(admin, "DELETE", `/api/jenga/admin/games/${game.id}/players/${ben.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(jengaGamePlayers).where(eq(jengaGamePlayers.gameId, game.id))).toEqual([]);
  });

  it("refuses to reject or re-approve an approved player, and to touch someone who never asked", async () => {
    const game = await kit.createGame(admin);
    await kit.join(ana, game.gameCode);
    await kit.approve(admin, game.id, ana.id);
    const reject = await call(admin, "DELETE", `/api/jenga/admin/games/${game.id}/players/${ana.id}`);
    expect(reject.statusCode).toBe(409);
    expect(reject.json().error.message).toBe(JENGA_TEXTS.playerNotPending);
    const again = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/players/${ana.id}/approve`);
    expect(again.statusCode).toBe(409);
    const stranger = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/players/${ben.id}/approve`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(JENGA_TEXTS.playerNotFound);
  });

  it("answers 'Game not found' for a game that does not exist", async () => {
    const res = await call(admin, "POST", `/api/jenga/admin/games/${someGame}/players/${ana.id}/approve`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(JENGA_TEXTS.gameNotFound);
  });
});

describe("starting", () => {
  it("activates a waiting game, records the start and gives the first turn to the lowest turn order", async () => {
    const game = await kit.createGame(admin);
    await kit.join(ben, game.gameCode);
    await kit.join(ana, game.gameCode);
    await kit.approve(admin, game.id, ana.id);
    await kit.approve(admin, game.id, ben.id);
    const res = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/start`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "active", currentTurnPlayerId: ben.id });
    const [row] = await t.database.db.select().from(jengaGames).where(eq(jengaGames.id, game.id));
    expect(row!.startedAt).toBeInstanceOf(Date);
  });

  it("refuses with 'No players found' when nobody is approved, leaving the game waiting", async () => {
    const game = await kit.createGame(admin);
    await kit.join(ana, game.gameCode);
    const res = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/start`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(JENGA_TEXTS.noPlayersFound);
    const [row] = await t.database.db.select().from(jengaGames).where(eq(jengaGames.id, game.id));
    expect(row).toMatchObject({ status: "waiting", startedAt: null });
  });

  it("refuses to start a game twice", async () => {
    const game = await kit.startedGame(admin, [ana]);
    const res = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/start`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(JENGA_TEXTS.gameNotWaiting);
  });
});

describe("finishing", () => {
  it("scores the game once: winner +15 with their block points, loser -10 without theirs, Elo for both", async () => {
    const [win, lose, other] = [await kit.student("Win"), await kit.student("Lose"), await kit.student("Other")];
    const game = await kit.startedGame(admin, [win, lose, other]);
    await move(win, game.id, "hard");
    await move(lose, game.id, "hard");
    await move(other, game.id, "easy");
    await move(win, game.id, "easy");
    const res = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
      winnerUserId: win.id,
      loserUserId: lose.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await kit.stats(win)).toEqual({ totalPoints: 19, rating: 1016, gamesPlayed: 1, gamesWon: 1, gamesLost: 0 });
    expect(await kit.stats(lose)).toEqual({ totalPoints: -10, rating: 984, gamesPlayed: 1, gamesWon: 0, gamesLost: 1 });
    expect(await kit.stats(other)).toEqual({ totalPoints: 1, rating: 1000, gamesPlayed: 1, gamesWon: 0, gamesLost: 0 });
    const [row] = await t.database.db.select().from(jengaGames).where(eq(jengaGames.id, game.id));
    expect(row).toMatchObject({ status: "finished", winnerId: win.id, loserId: lose.id, currentTurnPlayerId: null });

    const again = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
      winnerUserId: win.id,
      loserUserId: lose.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(JENGA_TEXTS.gameFinished);
    expect(await kit.stats(win)).toMatchObject({ totalPoints: 19, gamesPlayed: 1 });
  });

  it("uses the players' current ratings: an upset moves more", async () => {
    const [low, high] = [await kit.student(), await kit.student()];
    await t.database.db.insert(jengaUserStats).values([
      { userId: low.id, rating: 1000 },
      { userId: high.id, rating: 1200 },
    ]);
    const game = await kit.startedGame(admin, [low, high]);
    await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
      winnerUserId: low.id,
      loserUserId: high.id,
    });
    expect((await kit.stats(low)).rating).toBe(1024);
    expect((await kit.stats(high)).rating).toBe(1176);
  });

  it.each([
    ["no loser", { winnerUserId: "x" }, JENGA_TEXTS.selectFinish],
    ["the same player twice", { winnerUserId: "x", loserUserId: "x" }, JENGA_TEXTS.winnerIsLoser],
  ])("refuses %s", async (_label, body, message) => {
    const game = await kit.startedGame(admin, [ana, ben]);
    const res = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it("refuses a winner or loser who is not an approved player, changing nothing", async () => {
    const pending = await kit.student();
    const game = await kit.startedGame(admin, [ana]);
    await kit.join(pending, game.gameCode);
    const before = await kit.stats(ana);
    const res = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
      winnerUserId: ana.id,
      loserUserId: pending.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(JENGA_TEXTS.finishPlayersNotInGame);
    expect(await kit.stats(ana)).toEqual(before);
    const [row] = await t.database.db.select().from(jengaGames).where(eq(jengaGames.id, game.id));
    expect(row!.status).toBe("active");
  });

  it("refuses to finish a game that has not started", async () => {
    const game = await kit.createGame(admin);
    await kit.join(ana, game.gameCode);
    await kit.join(ben, game.gameCode);
    await kit.approve(admin, game.id, ana.id);
    await kit.approve(admin, game.id, ben.id);
    const res = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
      winnerUserId: ana.id,
      loserUserId: ben.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(JENGA_TEXTS.gameNotActive);
  });
});

describe("inviting", () => {
  it("invites an active user once while the invite is pending", async () => {
    const game = await kit.createGame(admin);
    const first = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: ben.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().invite).toMatchObject({ gameId: game.id, gameName: game.name });
    const second = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: ben.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(JENGA_TEXTS.alreadyInvited);
    const rows = await t.database.db.select().from(jengaInvites).where(eq(jengaInvites.gameId, game.id));
    expect(rows).toEqual([expect.objectContaining({ userId: ben.id, invitedBy: admin.id, status: "pending" })]);
  });

  it("refuses to invite an approved player, a blocked or unknown user, or to a finished game", async () => {
    const game = await kit.startedGame(admin, [ana, ben]);
    const playing = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: ana.id });
    expect(playing.json().error.message).toBe(JENGA_TEXTS.userAlreadyPlaying);
    for (const userId of [suspended.id, "nobody"]) {
      const res = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(JENGA_TEXTS.userNotFound);
    }
    await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
      winnerUserId: ana.id,
      loserUserId: ben.id,
    });
    const late = await kit.student();
    const res = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: late.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(JENGA_TEXTS.gameFinished);
  });

  it("finds active users by name or email for the invite picker, by name", async () => {
    const found = (await call(admin, "GET", "/api/jenga/admin/users?search=okoro")).json().users;
    expect(found).toEqual([{ id: ben.id, name: "Ben Okoro", email: ben.email }]);
    const byEmail = (await call(admin, "GET", `/api/jenga/admin/users?search=${encodeURIComponent(ana.email)}`)).json()
      .users;
    expect(byEmail.map((u: { id: string }) => u.id)).toEqual([ana.id]);
    expect((await call(admin, "GET", "/api/jenga/admin/users?search=Shelved")).json().users).toEqual([]);
    expect((await call(admin, "GET", "/api/jenga/admin/users?search=%25")).json().users).toEqual([]);
  });
});
