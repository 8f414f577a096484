// The players' side of Jenga against a real database: profile, the hub's games, joining by code, invites, moves and
// turns, the game page, the leaderboard, and who may do what.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JENGA_TEXTS } from "../../../domain/jenga/jenga-texts";
import { jengaGamePlayers, jengaInvites, jengaMoves, users } from "../../db/schema";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { jengaKit } from "../../testing/jenga-fixtures";
import { type Person } from "../../testing/people";

let t: TestApp;
let baseUrl: string;
const kit = jengaKit(() => t, "play");
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

const playerEndpoints: [string, "GET" | "POST", string, unknown?][] = [
  ["profile", "GET", "/api/jenga/me"],
  ["live games", "GET", "/api/jenga/games"],
  ["join", "POST", "/api/jenga/games/join", { code: "ABCDEF" }],
  ["game", "GET", "/api/jenga/games/00000000-0000-4000-8000-000000000000"],
  ["move", "POST", "/api/jenga/games/00000000-0000-4000-8000-000000000000/moves", { difficulty: "easy" }],
  ["invites", "GET", "/api/jenga/invites"],
  ["respond", "POST", "/api/jenga/invites/00000000-0000-4000-8000-000000000000/respond", { response: "accepted" }],
  ["leaderboard", "GET", "/api/jenga/leaderboard"],
];

describe("signing in is needed", () => {
  it.each(playerEndpoints)("%s: 401 anonymous, 403 suspended", async (_label, method, url, payload) => {
    const anonymous = await call(null, method, url, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("unauthorized");
    const blocked = await call(suspended, method, url, payload);
    expect(blocked.statusCode).toBe(blocked.json().error.code === "account_blocked" ? 403 : 401);
  });
});

describe("profile", () => {
  it("starts a new player at 0 points, rating 1000, no games, and says who is an admin", async () => {
    const newcomer = await kit.student("New Comer");
    const res = await call(newcomer, "GET", "/api/jenga/me");
    expect(res.json()).toEqual({
      user: { id: newcomer.id, name: "New Comer" },
      isAdmin: false,
      stats: { totalPoints: 0, rating: 1000, gamesPlayed: 0, gamesWon: 0, gamesLost: 0 },
    });
    expect((await call(admin, "GET", "/api/jenga/me")).json().isAdmin).toBe(true);
  });
});

describe("joining by code", () => {
  it("trims and uppercases the code and files a pending request the admin sees", async () => {
    const game = await kit.createGame(admin, "Homeroom Tower");
    const res = await call(ana, "POST", "/api/jenga/games/join", { code: `  ${game.gameCode.toLowerCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ gameId: game.id, gameName: "Homeroom Tower" });
    const listed = (await call(admin, "GET", "/api/jenga/admin/games"))
      .json()
      .games.find((g: { id: string }) => g.id === game.id);
    expect(listed.pendingPlayers).toEqual([{ userId: ana.id, name: "Ana Lopez", email: ana.email }]);
    expect(listed.approvedPlayers).toEqual([]);
  });

  it.each([
    ["an empty code", "", JENGA_TEXTS.enterGameCode],
    ["a blank code", "   ", JENGA_TEXTS.enterGameCode],
    ["a code of 7 characters", "ABCDEFG", JENGA_TEXTS.gameCodeTooLong],
  ])("refuses %s", async (_label, code, message) => {
    const res = await call(ana, "POST", "/api/jenga/games/join", { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it("refuses a code no game has, storing nothing", async () => {
    const before = (await t.database.db.select().from(jengaGamePlayers)).length;
    const res = await call(ana, "POST", "/api/jenga/games/join", { code: "ZZZZZZ" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(JENGA_TEXTS.noGameWithCode);
    expect((await t.database.db.select().from(jengaGamePlayers)).length).toBe(before);
  });

  it("refuses a second request, and a request from a player already in the game", async () => {
    const game = await kit.createGame(admin);
    await kit.join(ana, game.gameCode);
    const again = await call(ana, "POST", "/api/jenga/games/join", { code: game.gameCode });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(JENGA_TEXTS.alreadyRequested);
    await kit.approve(admin, game.id, ana.id);
    const approved = await call(ana, "POST", "/api/jenga/games/join", { code: game.gameCode });
    expect(approved.json().error.message).toBe(JENGA_TEXTS.alreadyPlaying);
  });

  it("refuses to join a finished game", async () => {
    const game = await kit.startedGame(admin, [ana, ben]);
    await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
      winnerUserId: ana.id,
      loserUserId: ben.id,
    });
    const late = await kit.student();
    const res = await call(late, "POST", "/api/jenga/games/join", { code: game.gameCode });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(JENGA_TEXTS.gameFinished);
  });

  it("gives each joiner the next turn order, leaving the gap of a rejected player", async () => {
    const game = await kit.createGame(admin);
    const [a, b, c, d] = [await kit.student(), await kit.student(), await kit.student(), await kit.student()];
    for (const p of [a, b, c]) await kit.join(p, game.gameCode);
    await call(admin, "DELETE", `/api/jenga/admin/games/${game.id}/players/${b.id}`);
    await kit.join(d, game.gameCode);
    const rows = await t.database.db.select().from(jengaGamePlayers).where(eq(jengaGamePlayers.gameId, game.id));
    const orders = new Map(rows.map((r) => [r.userId, r.turnOrder]));
    expect(Object.fromEntries(orders)).toEqual({ [a.id]: 0, [c.id]: 2, [d.id]: 3 });
  });
});

describe("the hub's games", () => {
  it("lists waiting and active games with their approved players, and not finished ones", async () => {
    const waiting = await kit.createGame(admin, "Still Waiting");
    await kit.join(ana, waiting.gameCode);
    const active = await kit.startedGame(admin, [ana, ben], "In Progress");
    const finished = await kit.startedGame(admin, [ana, ben], "All Done");
    await call(admin, "POST", `/api/jenga/admin/games/${finished.id}/finish`, {
      winnerUserId: ben.id,
      loserUserId: ana.id,
    });
    const games = (await call(ben, "GET", "/api/jenga/games")).json().games as {
      id: string;
      status: string;
      players: { name: string }[];
    }[];
    const byId = new Map(games.map((g) => [g.id, g]));
    expect(byId.get(waiting.id)).toMatchObject({ status: "waiting", players: [] });
    expect(byId.get(active.id)).toMatchObject({
      name: "In Progress",
      status: "active",
      players: [
        { userId: ana.id, name: "Ana Lopez" },
        { userId: ben.id, name: "Ben Okoro" },
      ],
    });
    expect(byId.has(finished.id)).toBe(false);
    expect(games.every((g) => g.status !== "finished")).toBe(true);
  });
});

describe("moves and turns", () => {
  it("lets only the player whose turn it is move, and passes the turn around in turn order", async () => {
    const cleo = await kit.student("Cleo Park");
    const game = await kit.startedGame(admin, [ana, ben, cleo]);
    const refused = await move(ben, game.id, "easy");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(JENGA_TEXTS.notYourTurn);

    const first = await move(ana, game.id, "easy");
    expect(first.statusCode).toBe(201);
    expect(first.json().move).toMatchObject({
      playerId: ana.id,
      playerName: "Ana Lopez",
      difficulty: "easy",
      points: 1,
      moveNumber: 1,
      nextTurnPlayerId: ben.id,
    });
    expect((await move(ben, game.id, "hard")).json().move).toMatchObject({ points: 3, nextTurnPlayerId: cleo.id });
    expect((await move(cleo, game.id, "easy")).json().move).toMatchObject({ moveNumber: 3, nextTurnPlayerId: ana.id });
  });

  it("credits the block points to the player's total at once", async () => {
    const dee = await kit.student();
    const eve = await kit.student();
    const game = await kit.startedGame(admin, [dee, eve]);
    await move(dee, game.id, "hard");
    await move(eve, game.id, "easy");
    await move(dee, game.id, "easy");
    expect(await kit.stats(dee)).toMatchObject({ totalPoints: 4, rating: 1000, gamesPlayed: 0 });
    expect(await kit.stats(eve)).toMatchObject({ totalPoints: 1 });
  });

  it("refuses moves from someone who is not an approved player", async () => {
    const pending = await kit.student();
    const outsider = await kit.student();
    const game = await kit.createGame(admin);
    await kit.join(ana, game.gameCode);
    await kit.join(pending, game.gameCode);
    await kit.approve(admin, game.id, ana.id);
    await call(admin, "POST", `/api/jenga/admin/games/${game.id}/start`);
    for (const who of [pending, outsider, admin]) {
      const res = await move(who, game.id, "easy");
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(JENGA_TEXTS.notAPlayer);
    }
  });

  it("refuses moves before the start and after the finish, changing nothing", async () => {
    const game = await kit.createGame(admin);
    await kit.join(ana, game.gameCode);
    await kit.approve(admin, game.id, ana.id);
    const early = await move(ana, game.id, "easy");
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(JENGA_TEXTS.gameNotActive);

    const done = await kit.startedGame(admin, [ana, ben]);
    await call(admin, "POST", `/api/jenga/admin/games/${done.id}/finish`, {
      winnerUserId: ana.id,
      loserUserId: ben.id,
    });
    const before = (await t.database.db.select().from(jengaMoves).where(eq(jengaMoves.gameId, done.id))).length;
    const late = await move(ana, done.id, "hard");
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(JENGA_TEXTS.gameFinished);
    expect((await t.database.db.select().from(jengaMoves).where(eq(jengaMoves.gameId, done.id))).length).toBe(before);
  });

  it("refuses a difficulty other than easy or hard", async () => {
    const game = await kit.startedGame(admin, [ana]);
    expect((await move(ana, game.id, "medium" as "easy")).statusCode).toBe(400);
  });

  it("answers 'Game not found' for a missing game and for an id that cannot be one", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-game"]) {
      const res = await move(ana, id, "easy");
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(JENGA_TEXTS.gameNotFound);
    }
  });

  it("gives a lone player every turn", async () => {
    const solo = await kit.student();
    const game = await kit.startedGame(admin, [solo]);
    expect((await move(solo, game.id, "easy")).json().move.nextTurnPlayerId).toBe(solo.id);
    expect((await move(solo, game.id, "easy")).statusCode).toBe(201);
  });

  it("takes a player approved mid-game into the turn order", async () => {
    const [p1, p2, late] = [await kit.student(), await kit.student(), await kit.student()];
    const game = await kit.startedGame(admin, [p1, p2]);
    await kit.join(late, game.gameCode);
    await kit.approve(admin, game.id, late.id);
    await move(p1, game.id, "easy");
    expect((await move(p2, game.id, "easy")).json().move.nextTurnPlayerId).toBe(late.id);
    expect((await move(late, game.id, "easy")).json().move.nextTurnPlayerId).toBe(p1.id);
  });
});

describe("the game page", () => {
  it("shows status, players in turn order with moves and points, the move count and the latest 10 moves", async () => {
    const game = await kit.startedGame(admin, [ana, ben], "Big Tower");
    for (let i = 0; i < 6; i++) {
      await move(ana, game.id, "hard");
      await move(ben, game.id, "easy");
    }
    const res = await call(ben, "GET", `/api/jenga/games/${game.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.game).toMatchObject({
      id: game.id,
      name: "Big Tower",
      status: "active",
      currentTurnPlayerId: ana.id,
      winner: null,
      loser: null,
    });
    expect(detail.game.startedAt).not.toBeNull();
    expect(detail.players).toEqual([
      { userId: ana.id, name: "Ana Lopez", turnOrder: 0, moveCount: 6, points: 18 },
      { userId: ben.id, name: "Ben Okoro", turnOrder: 1, moveCount: 6, points: 6 },
    ]);
    expect(detail.moveCount).toBe(12);
    expect(detail.recentMoves).toHaveLength(10);
    expect(detail.recentMoves.map((m: { moveNumber: number }) => m.moveNumber)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
    expect(detail.recentMoves[0]).toMatchObject({ playerName: "Ben Okoro", difficulty: "easy", points: 1 });
  });

  it("shows a finished game's winner and loser, and what the game was worth to each", async () => {
    const game = await kit.startedGame(admin, [ana, ben]);
    await move(ana, game.id, "hard");
    await move(ben, game.id, "hard");
    await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
      winnerUserId: ben.id,
      loserUserId: ana.id,
    });
    const detail = (await call(ana, "GET", `/api/jenga/games/${game.id}`)).json();
    expect(detail.game).toMatchObject({
      status: "finished",
      currentTurnPlayerId: null,
      winner: { userId: ben.id, name: "Ben Okoro" },
      loser: { userId: ana.id, name: "Ana Lopez" },
    });
    expect(detail.players.map((p: { points: number }) => p.points)).toEqual([-10, 18]);
  });

  it("shows a waiting game with no moves", async () => {
    const game = await kit.createGame(admin);
    const detail = (await call(ana, "GET", `/api/jenga/games/${game.id}`)).json();
    expect(detail).toMatchObject({ moveCount: 0, recentMoves: [], players: [] });
    expect(detail.game).toMatchObject({ status: "waiting", startedAt: null, currentTurnPlayerId: null });
  });

  it("never shows the game code to players", async () => {
    const game = await kit.createGame(admin);
    expect((await call(ana, "GET", `/api/jenga/games/${game.id}`)).body).not.toContain(game.gameCode);
  });
});

describe("invites", () => {
  it("lists my pending invites with the game's name, and accepting makes me an approved player", async () => {
    const fay = await kit.student("Fay Ito");
    const game = await kit.createGame(admin, "Invite Only");
    const sent = await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: fay.id });
    expect(sent.statusCode).toBe(201);
    const invites = (await call(fay, "GET", "/api/jenga/invites")).json().invites;
    expect(invites).toEqual([
      { id: sent.json().invite.id, gameId: game.id, gameName: "Invite Only", createdAt: expect.any(String) },
    ]);
    const accepted = await call(fay, "POST", `/api/jenga/invites/${invites[0].id}/respond`, { response: "accepted" });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ status: "accepted", gameId: game.id });
    expect((await call(fay, "GET", "/api/jenga/invites")).json().invites).toEqual([]);
    const [row] = await t.database.db.select().from(jengaInvites).where(eq(jengaInvites.id, invites[0].id));
    expect(row).toMatchObject({ status: "accepted" });
    expect(row!.respondedAt).toBeInstanceOf(Date);
    const detail = (await call(fay, "GET", `/api/jenga/games/${game.id}`)).json();
    expect(detail.players).toEqual([expect.objectContaining({ userId: fay.id })]);
  });

  it("turns my pending join request into an approved player when I accept an invite", async () => {
    const gus = await kit.student();
    const game = await kit.createGame(admin);
    await kit.join(gus, game.gameCode);
    const invite = (await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: gus.id })).json()
      .invite;
    await call(gus, "POST", `/api/jenga/invites/${invite.id}/respond`, { response: "accepted" });
    const rows = await t.database.db.select().from(jengaGamePlayers).where(eq(jengaGamePlayers.gameId, game.id));
    expect(rows).toEqual([expect.objectContaining({ userId: gus.id, status: "approved", turnOrder: 0 })]);
  });

  it("declining records the answer and adds no player", async () => {
    const hal = await kit.student();
    const game = await kit.createGame(admin);
    const invite = (await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: hal.id })).json()
      .invite;
    const res = await call(hal, "POST", `/api/jenga/invites/${invite.id}/respond`, { response: "declined" });
    expect(res.json().status).toBe("declined");
    expect(await t.database.db.select().from(jengaGamePlayers).where(eq(jengaGamePlayers.gameId, game.id))).toEqual([]);
    const again = await call(hal, "POST", `/api/jenga/invites/${invite.id}/respond`, { response: "accepted" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(JENGA_TEXTS.inviteAnswered);
  });

  it("refuses answering another student's invite, as if it did not exist", async () => {
    const ivy = await kit.student();
    const game = await kit.createGame(admin);
    const invite = (await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: ivy.id })).json()
      .invite;
    for (const id of [invite.id, "not-an-invite"]) {
      const res = await call(ben, "POST", `/api/jenga/invites/${id}/respond`, { response: "accepted" });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(JENGA_TEXTS.inviteNotFound);
    }
    const [row] = await t.database.db.select().from(jengaInvites).where(eq(jengaInvites.id, invite.id));
    expect(row!.status).toBe("pending");
  });

  it("refuses accepting an invite to a game that has finished, and declining still works", async () => {
    const jo = await kit.student();
    const game = await kit.startedGame(admin, [ana, ben]);
    const invite = (await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: jo.id })).json()
      .invite;
    await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
      winnerUserId: ana.id,
      loserUserId: ben.id,
    });
    const res = await call(jo, "POST", `/api/jenga/invites/${invite.id}/respond`, { response: "accepted" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(JENGA_TEXTS.gameFinished);
    expect(
      (await call(jo, "POST", `/api/jenga/invites/${invite.id}/respond`, { response: "declined" })).statusCode,
    ).toBe(200);
  });

  it("refuses an answer other than accepted or declined", async () => {
    const res = await call(ana, "POST", "/api/jenga/invites/00000000-0000-4000-8000-000000000000/respond", {
      response: "maybe",
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("the leaderboard", () => {
  it("ranks players by points, then rating, with their records, leaving blocked accounts out", async () => {
    const [kai, lia, max] = [await kit.student("Kai"), await kit.student("Lia"), await kit.student("Max")];
    const game = await kit.startedGame(admin, [kai, lia, max]);
    await move(kai, game.id, "hard");
    await move(lia, game.id, "easy");
    await move(max, game.id, "hard");
    await call(admin, "POST", `/api/jenga/admin/games/${game.id}/finish`, {
      winnerUserId: lia.id,
      loserUserId: kai.id,
    });
    const ours = new Set([kai.id, lia.id, max.id]);
    const board = async (as: Person) =>
      ((await call(as, "GET", "/api/jenga/leaderboard")).json().players as { userId: string; rank: number }[])
        .filter((p) => ours.has(p.userId))
        .map(({ rank, ...p }) => ({ ...p, ranked: rank > 0 }));
    expect(await board(max)).toEqual([
      {
        userId: lia.id,
        userName: "Lia",
        totalPoints: 16,
        rating: 1016,
        gamesPlayed: 1,
        gamesWon: 1,
        gamesLost: 0,
        ranked: true,
      },
      {
        userId: max.id,
        userName: "Max",
        totalPoints: 3,
        rating: 1000,
        gamesPlayed: 1,
        gamesWon: 0,
        gamesLost: 0,
        ranked: true,
      },
      {
        userId: kai.id,
        userName: "Kai",
        totalPoints: -10,
        rating: 984,
        gamesPlayed: 1,
        gamesWon: 0,
        gamesLost: 1,
        ranked: true,
      },
    ]);
    await t.database.db.update(users).set({ status: "suspended" }).where(eq(users.id, max.id));
    expect((await board(kai)).map((p) => p.userId)).toEqual([lia.id, kai.id]);
  });

  it("is ordered best first for everyone on it", async () => {
    const players = (await call(ana, "GET", "/api/jenga/leaderboard")).json().players as {
      totalPoints: number;
      rating: number;
    }[];
    expect(players.length).toBeGreaterThan(3);
    for (let i = 1; i < players.length; i++) {
      const [above, below] = [players[i - 1]!, players[i]!];
      expect(
        above.totalPoints > below.totalPoints ||
          (above.totalPoints === below.totalPoints && above.rating >= below.rating),
      ).toBe(true);
    }
  });
});

describe("live updates", () => {
  it("tells every viewer of a game about each move, and the leaderboard about the points", async () => {
    const game = await kit.startedGame(admin, [ana, ben]);
    const viewer = await openSocket(baseUrl, { cookie: ben.cookie });
    expect((await viewer.subscribe(`jenga:game:${game.id}`)).type).toBe("subscribed");
    expect((await viewer.subscribe("jenga:leaderboard")).type).toBe("subscribed");
    await move(ana, game.id, "hard");
    const event = await viewer.next((f) => f.type === "event" && f.topic === `jenga:game:${game.id}`);
    expect(event).toMatchObject({ event: "move", data: { gameId: game.id } });
    await viewer.next((f) => f.type === "event" && f.topic === "jenga:leaderboard" && f.event === "stats-changed");
    viewer.socket.close();
  });

  it("lets signed-in users follow games and the lobby, admins alone the admin topic, and nobody anonymous", async () => {
    const student = await openSocket(baseUrl, { cookie: ana.cookie });
    expect((await student.subscribe("jenga:lobby")).type).toBe("subscribed");
    expect((await student.subscribe("jenga:admin")).type).toBe("error");
    expect((await student.subscribe("jenga:game:not-a-uuid")).type).toBe("error");
    const boss = await openSocket(baseUrl, { cookie: admin.cookie });
    expect((await boss.subscribe("jenga:admin")).type).toBe("subscribed");
    const anonymous = await openSocket(baseUrl);
    expect((await anonymous.subscribe("jenga:lobby")).type).toBe("error");
    expect((await anonymous.subscribe("jenga:game:00000000-0000-4000-8000-000000000000")).type).toBe("error");
    for (const s of [student, boss, anonymous]) s.socket.close();
  });

  it("tells an invited student on their own topic", async () => {
    const kim = await kit.student();
    const socket = await openSocket(baseUrl, { cookie: kim.cookie });
    await socket.subscribe(`user:${kim.id}`);
    const game = await kit.createGame(admin);
    await call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: kim.id });
    const event = await socket.next((f) => f.type === "event" && f.event === "jenga-invite");
    expect(event.data).toMatchObject({ gameId: game.id });
    socket.socket.close();
  });
});
