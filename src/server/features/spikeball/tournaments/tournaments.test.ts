// Spikeball tournaments against a real database: who may see and do what, creating tournaments, building, arranging
// and publishing brackets (byes advance), starting, scoring and ending matches (the winner moves on, the final ends
// the tournament), re-scoring a completed match whose winner already played on, and the live bracket topic.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRACKET_TEXTS } from "../../../../domain/spikeball/bracket-texts";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { spikeballMatches, spikeballTournaments, users } from "../../../db/schema";
import { openSocket } from "../../../testing/sockets";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { type Person } from "../../../testing/people";
import { tournamentKit } from "../../../testing/spikeball-tournament-fixtures";

let t: TestApp;
let baseUrl: string;
const kit = tournamentKit(() => t, "cup");
const { call, detail, matchAt, start, end, score, play } = kit;
let admin: Person;
let ana: Person; // captain of the Aces
let ben: Person; // member of the Aces
let cara: Person; // captain of the Blockers
let dev: Person; // captain of the Comets
let outsider: Person; // signed in, no approved application
let suspended: Person;
type Team = { id: string; name: string };
let aces: Team, blockers: Team, comets: Team, dunkers: Team, eagles: Team, flyers: Team, giants: Team, hawks: Team;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  admin = await kit.admin();
  ana = await kit.student("Ana Lopez");
  ben = await kit.student("Ben Okoro");
  cara = await kit.student("Cara Diaz");
  dev = await kit.student("Dev Patel");
  outsider = await kit.student("Olly Outside", false);
  suspended = await kit.student("Sam Shelved");
  await t.database.db.update(users).set({ status: "suspended", banReason: "Test" }).where(eq(users.id, suspended.id));
  aces = await kit.team("Aces", ana, [ben]);
  blockers = await kit.team("Blockers", cara);
  comets = await kit.team("Comets", dev);
  dunkers = await kit.team("Dunkers");
  eagles = await kit.team("Eagles");
  flyers = await kit.team("Flyers");
  giants = await kit.team("Giants");
  hawks = await kit.team("Hawks");
});
afterAll(() => t.close());

const some = "00000000-0000-4000-8000-000000000000";
const adminEndpoints: [string, "GET" | "POST" | "PUT", string, unknown?][] = [
  ["list all", "GET", "/api/spikeball/admin/tournaments"],
  ["create", "POST", "/api/spikeball/admin/tournaments", { name: "Sneaky Cup" }],
  ["teams", "GET", "/api/spikeball/admin/tournament-teams"],
  ["build", "POST", `/api/spikeball/admin/tournaments/${some}/bracket`],
  [
    "edit",
    "PUT",
    `/api/spikeball/admin/tournaments/${some}/bracket/first-round`,
    { slots: [{ matchNumber: 1, team1Id: null, team2Id: null }] },
  ],
  ["seed", "POST", `/api/spikeball/admin/tournaments/${some}/bracket/seed`, { teamIds: [some] }],
  ["publish", "POST", `/api/spikeball/admin/tournaments/${some}/publish`],
  ["start", "POST", `/api/spikeball/admin/tournament-matches/${some}/start`],
  ["end", "POST", `/api/spikeball/admin/tournament-matches/${some}/end`, { team1Score: 2, team2Score: 1 }],
];

describe("admins only", () => {
  it.each(adminEndpoints)(
    "%s: 401 anonymous, 403 approved student, 403 suspended",
    async (_l, method, url, payload) => {
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      const student = await call(ana, method, url, payload);
      expect(student.statusCode).toBe(403);
      expect(student.json().error.code).toBe("forbidden");
      expect((await call(suspended, method, url, payload)).statusCode).toBeGreaterThanOrEqual(401);
    },
  );

  it("lets a student create no tournament", async () => {
    await call(ana, "POST", "/api/spikeball/admin/tournaments", { name: "Sneaky Cup" });
    const rows = await t.database.db
      .select()
      .from(spikeballTournaments)
      .where(eq(spikeballTournaments.name, "Sneaky Cup"));
    expect(rows).toEqual([]);
  });
});

describe("creating a tournament", () => {
  it("trims, defaults to 16 teams and single elimination, and starts in setup", async () => {
    const res = await call(admin, "POST", "/api/spikeball/admin/tournaments", {
      name: "  Winter Cup  ",
      description: "  Indoor  ",
      startDate: "2026-12-01T09:00:00.000Z",
      endDate: "2026-12-01T17:00:00.000Z",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().tournament).toMatchObject({
      name: "Winter Cup",
      description: "Indoor",
      maxTeams: 16,
      status: "setup",
      tournamentType: "single_elimination",
      teamCount: 0,
      bracketBuilt: false,
      startDate: "2026-12-01T09:00:00.000Z",
    });
  });

  it.each([
    [{ name: "   " }, TOURNAMENT_TEXTS.nameRequired],
    [{ name: "Odd", maxTeams: 6 }, TOURNAMENT_TEXTS.maxTeams],
    [
      { name: "Odd", startDate: "2026-12-02T09:00:00Z", endDate: "2026-12-01T09:00:00Z" },
      TOURNAMENT_TEXTS.endBeforeStart,
    ],
    [{ name: "Odd", startDate: "tomorrow" }, TOURNAMENT_TEXTS.badDate],
  ])("refuses %j with a clear message and stores nothing", async (body, message) => {
    const before = await t.database.db.select().from(spikeballTournaments);
    const res = await call(admin, "POST", "/api/spikeball/admin/tournaments", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await t.database.db.select().from(spikeballTournaments)).toHaveLength(before.length);
  });
});

describe("building, arranging and publishing a bracket", () => {
  it("builds log2(max teams) rounds, rebuilds from scratch in setup, and is admin-only to see in setup", async () => {
    const cup = await kit.createTournament(admin, { name: "Build Cup", maxTeams: 32 });
    const built = await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/bracket`);
    expect(built.json()).toEqual({ matchCount: 31 });
    const rounds = (await detail(admin, cup.id)).matches.map((m) => m.roundNumber);
    expect([1, 2, 3, 4, 5].map((r) => rounds.filter((x) => x === r).length)).toEqual([16, 8, 4, 2, 1]);
    expect((await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/bracket`)).json()).toEqual({
      matchCount: 31,
    });
    expect(
      await t.database.db.select().from(spikeballMatches).where(eq(spikeballMatches.tournamentId, cup.id)),
    ).toHaveLength(31);

    // Students never see a tournament in setup, neither listed nor by id.
    expect(
      (await call(ana, "GET", "/api/spikeball/tournaments")).json().tournaments.map((x: { id: string }) => x.id),
    ).not.toContain(cup.id);
    expect((await call(ana, "GET", `/api/spikeball/tournaments/${cup.id}`)).statusCode).toBe(404);
    expect((await call(admin, "GET", "/api/spikeball/admin/tournaments")).json().tournaments[0]).toMatchObject({
      id: cup.id,
      bracketBuilt: true,
    });
  });

  it("refuses to publish an empty bracket, two byes meeting, a team placed twice, or a missing team", async () => {
    const cup = await kit.createTournament(admin, { name: "Picky Cup", maxTeams: 8 });
    expect((await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/publish`)).json().error.message).toBe(
      TOURNAMENT_TEXTS.bracketNotBuilt,
    );
    await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/bracket`);
    const edit = (slots: unknown[]) =>
      call(admin, "PUT", `/api/spikeball/admin/tournaments/${cup.id}/bracket/first-round`, { slots });
    const twice = await edit([
      { matchNumber: 1, team1Id: aces.id, team2Id: blockers.id },
      { matchNumber: 2, team1Id: aces.id, team2Id: null },
    ]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(BRACKET_TEXTS.teamTwice);
    const missing = await edit([{ matchNumber: 1, team1Id: some, team2Id: null }]);
    expect(missing.json().error.message).toBe(TOURNAMENT_TEXTS.teamNotFound);
    const round2 = await edit([{ matchNumber: 5, team1Id: aces.id, team2Id: null }]);
    expect(round2.json().error.message).toBe(TOURNAMENT_TEXTS.firstRoundOnly);
    expect(
      (
        await edit([
          { matchNumber: 1, team1Id: aces.id, team2Id: blockers.id },
          { matchNumber: 2, team1Id: comets.id, team2Id: null },
        ])
      ).statusCode,
    ).toBe(200);
    const publish = await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/publish`);
    expect(publish.statusCode).toBe(409);
    expect(publish.json().error.message).toBe(BRACKET_TEXTS.twoByesMeet);
    expect((await detail(admin, cup.id)).tournament.status).toBe("setup");
  });

  it("publishes: setup becomes ready, byes advance, and approved students see it", async () => {
    const cup = await kit.publishedTournament(
      admin,
      8,
      [aces, blockers, comets, null, dunkers, eagles, flyers, null],
      "Bye Cup",
    );
    const view = await detail(ana, cup.id);
    expect(view.tournament).toMatchObject({ status: "ready", teamCount: 6 });
    expect(view.viewer).toEqual({ teamId: aces.id, isCaptain: true, isAdmin: false });
    const m = (r: number, n: number) => view.matches.find((x) => x.roundNumber === r && x.matchNumber === n)!;
    expect(m(1, 2)).toMatchObject({ status: "completed", winnerId: comets.id, team2Id: null });
    expect(m(2, 1)).toMatchObject({ team1Id: null, team2Id: comets.id, team2Name: "Comets" });
    expect(m(2, 2)).toMatchObject({ team2Id: flyers.id });
    expect((await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/publish`)).json().error.message).toBe(
      TOURNAMENT_TEXTS.alreadyPublished,
    );
    expect((await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/bracket`)).json().error.message).toBe(
      TOURNAMENT_TEXTS.notInSetup,
    );
    const listed = (await call(ben, "GET", "/api/spikeball/tournaments")).json().tournaments;
    expect(listed.map((x: { id: string }) => x.id)).toContain(cup.id);
  });

  it("seeds at random with byes spread so that no two meet, and refuses too few teams", async () => {
    const cup = await kit.createTournament(admin, { name: "Seed Cup", maxTeams: 8 });
    await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/bracket`);
    const few = await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/bracket/seed`, {
      teamIds: [aces.id, blockers.id, comets.id],
    });
    expect(few.statusCode).toBe(409);
    expect(few.json().error.message).toBe(BRACKET_TEXTS.tooFewTeams(8));
    const five = [aces, blockers, comets, dunkers, eagles].map((x) => x.id);
    const res = await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/bracket/seed`, { teamIds: five });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().matches.filter((m: { roundNumber: number }) => m.roundNumber === 1);
    const placed = first
      .flatMap((m: { team1Id: string | null; team2Id: string | null }) => [m.team1Id, m.team2Id])
      .filter(Boolean);
    expect([...placed].sort()).toEqual([...five].sort());
    for (const m of first) expect(m.team1Id ?? m.team2Id).not.toBeNull();
    expect((await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/publish`)).statusCode).toBe(200);
  });
});

describe("who may see tournaments", () => {
  it("refuses students without an approved application, and anonymous visitors", async () => {
    expect((await call(outsider, "GET", "/api/spikeball/tournaments")).statusCode).toBe(403);
    expect((await call(outsider, "GET", "/api/spikeball/tournaments")).json().error.message).toBe(
      TOURNAMENT_TEXTS.notApproved,
    );
    expect((await call(outsider, "GET", "/api/spikeball/tournaments/upcoming-matches")).statusCode).toBe(403);
    expect((await call(null, "GET", "/api/spikeball/tournaments")).statusCode).toBe(401);
  });

  it("answers 404 for an unknown or malformed tournament", async () => {
    expect((await call(ana, "GET", `/api/spikeball/tournaments/${some}`)).statusCode).toBe(404);
    expect((await call(ana, "GET", "/api/spikeball/tournaments/nope")).statusCode).toBe(404);
  });
});

describe("playing a bracket", () => {
  it("starts (the tournament becomes active), lets captains of the two teams score, ends, and completes at the final", async () => {
    const cup = await kit.publishedTournament(admin, 4, [aces, blockers, comets, dunkers], "Play Cup");
    const semi1 = await matchAt(admin, cup.id, 1, 1);
    const semi2 = await matchAt(admin, cup.id, 1, 2);
    const final = await matchAt(admin, cup.id, 2, 1);

    // Nobody scores or ends a match that has not started; a match with an empty slot cannot start.
    expect((await score(ana, semi1.id, 3, 1)).json().error.message).toBe(TOURNAMENT_TEXTS.captainInProgressOnly);
    expect((await end(admin, semi1.id, 3, 1)).json().error.message).toBe(BRACKET_TEXTS.notInProgress);
    expect((await start(admin, final.id)).json().error.message).toBe(BRACKET_TEXTS.bothTeamsToStart);
    expect((await end(admin, final.id, 3, 1)).json().error.message).toBe(BRACKET_TEXTS.bothTeamsToEnd);

    const started = await start(admin, semi1.id);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().match.status).toBe("in_progress");
    expect((await detail(ana, cup.id)).tournament.status).toBe("active");
    expect((await start(admin, semi1.id)).json().error.message).toBe(BRACKET_TEXTS.alreadyStarted);

    // Captains of both teams may score; a plain member, another team's captain and an outsider may not.
    expect((await score(ana, semi1.id, 5, 2)).statusCode).toBe(200);
    expect((await score(cara, semi1.id, 5, 4)).json().match).toMatchObject({ team1Score: 5, team2Score: 4 });
    expect((await score(ben, semi1.id, 9, 0)).statusCode).toBe(403);
    expect((await score(dev, semi1.id, 9, 0)).statusCode).toBe(403);
    expect((await score(outsider, semi1.id, 9, 0)).statusCode).toBe(403);
    expect((await score(ana, semi1.id, -1, 0)).statusCode).toBe(400);
    expect((await score(ana, semi1.id, 1.5, 0)).statusCode).toBe(400);
    expect(await matchAt(admin, cup.id, 1, 1)).toMatchObject({ team1Score: 5, team2Score: 4 });

    // Only admins end; a tie is refused and changes nothing.
    expect(
      (
        await call(ana, "POST", `/api/spikeball/admin/tournament-matches/${semi1.id}/end`, {
          team1Score: 9,
          team2Score: 0,
        })
      ).statusCode,
    ).toBe(403);
    const tie = await end(admin, semi1.id, 7, 7);
    expect(tie.statusCode).toBe(409);
    expect(tie.json().error.message).toBe(BRACKET_TEXTS.tie);
    expect(await matchAt(admin, cup.id, 1, 1)).toMatchObject({ status: "in_progress", team1Score: 5 });

    const ended = await end(admin, semi1.id, 21, 17);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().match).toMatchObject({
      status: "completed",
      winnerId: aces.id,
      team1Score: 21,
      team2Score: 17,
    });
    expect(ended.json().match.playedAt).not.toBeNull();
    expect(await matchAt(ana, cup.id, 2, 1)).toMatchObject({ team1Id: aces.id, team1Name: "Aces", team2Id: null });
    expect((await end(admin, semi1.id, 21, 17)).json().error.message).toBe(BRACKET_TEXTS.alreadyCompleted);
    expect((await score(ana, semi1.id, 1, 0)).statusCode).toBe(403);

    await play(admin, semi2.id, 15, 21);
    expect(await matchAt(ana, cup.id, 2, 1)).toMatchObject({
      team1Id: aces.id,
      team2Id: dunkers.id,
      team2Name: "Dunkers",
    });
    const done = await play(admin, final.id, 21, 19);
    expect(done.tournamentStatus).toBe("completed");
    expect((await detail(ana, cup.id)).tournament.status).toBe("completed");
    expect((await start(admin, final.id)).statusCode).toBe(409);
  });

  it("refuses to start a match of a tournament still in setup", async () => {
    const cup = await kit.createTournament(admin, { name: "Early Cup", maxTeams: 4 });
    await call(admin, "POST", `/api/spikeball/admin/tournaments/${cup.id}/bracket`);
    await call(admin, "PUT", `/api/spikeball/admin/tournaments/${cup.id}/bracket/first-round`, {
      slots: [{ matchNumber: 1, team1Id: aces.id, team2Id: blockers.id }],
    });
    const m = await matchAt(admin, cup.id, 1, 1);
    expect((await start(admin, m.id)).json().error.message).toBe(TOURNAMENT_TEXTS.notPublished);
    expect((await score(ana, m.id, 1, 0)).statusCode).toBe(403);
  });

  it("locks the bracket once a match has started", async () => {
    const cup = await kit.publishedTournament(admin, 4, [aces, blockers, comets, dunkers], "Locked Cup");
    // Before any start a ready bracket can still be arranged.
    const ok = await call(admin, "PUT", `/api/spikeball/admin/tournaments/${cup.id}/bracket/first-round`, {
      slots: [{ matchNumber: 2, team1Id: comets.id, team2Id: eagles.id }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await start(admin, (await matchAt(admin, cup.id, 1, 1)).id);
    const late = await call(admin, "PUT", `/api/spikeball/admin/tournaments/${cup.id}/bracket/first-round`, {
      slots: [{ matchNumber: 2, team1Id: comets.id, team2Id: dunkers.id }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(TOURNAMENT_TEXTS.bracketLocked);
  });
});

describe("two admins at once", () => {
  it("ends a match exactly once and places the winner once", async () => {
    const cup = await kit.publishedTournament(admin, 4, [aces, blockers, comets, dunkers], "Race Cup");
    const semi = await matchAt(admin, cup.id, 1, 1);
    await start(admin, semi.id);
    const results = await Promise.all([end(admin, semi.id, 21, 5), end(admin, semi.id, 5, 21)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().match.winnerId;
    expect(await matchAt(admin, cup.id, 2, 1)).toMatchObject({ team1Id: winner, team2Id: null });
  });
});

describe("re-scoring a completed match", () => {
  it("follows a changed winner who already played the next round, clearing results that no longer hold", async () => {
    const cup = await kit.publishedTournament(
      admin,
      8,
      [aces, blockers, comets, dunkers, eagles, flyers, giants, hawks],
      "Rescore Cup",
    );
    const m = async (r: number, n: number) => matchAt(admin, cup.id, r, n);
    await play(admin, (await m(1, 1)).id, 21, 10); // Aces
    await play(admin, (await m(1, 2)).id, 21, 10); // Comets
    await play(admin, (await m(1, 3)).id, 21, 10); // Eagles
    await play(admin, (await m(1, 4)).id, 21, 10); // Giants
    await play(admin, (await m(2, 1)).id, 21, 18); // Aces beat Comets
    await play(admin, (await m(2, 2)).id, 12, 21); // Giants beat Eagles
    await start(admin, (await m(3, 1)).id); // the final, Aces v Giants, is under way
    await score(ana, (await m(3, 1)).id, 4, 2);

    // Captains never re-score; a tie is refused.
    expect((await score(cara, (await m(1, 1)).id, 10, 21)).statusCode).toBe(403);
    expect((await score(admin, (await m(1, 1)).id, 20, 20)).json().error.message).toBe(BRACKET_TEXTS.tie);

    const same = await score(admin, (await m(1, 1)).id, 21, 19);
    expect(same.json()).toMatchObject({ winnerChanged: false, match: { team2Score: 19, winnerId: aces.id } });
    expect(await m(2, 1)).toMatchObject({ status: "completed", winnerId: aces.id });

    const flipped = await score(admin, (await m(1, 1)).id, 19, 21);
    expect(flipped.statusCode, flipped.body).toBe(200);
    expect(flipped.json()).toMatchObject({
      winnerChanged: true,
      match: { winnerId: blockers.id, status: "completed" },
    });
    expect(await m(2, 1)).toMatchObject({
      team1Id: blockers.id,
      team1Name: "Blockers",
      team2Id: comets.id,
      winnerId: null,
      status: "pending",
      team1Score: 0,
      team2Score: 0,
    });
    expect(await m(3, 1)).toMatchObject({
      team1Id: null,
      team2Id: giants.id,
      status: "pending",
      team1Score: 0,
      team2Score: 0,
    });
    expect(await m(2, 2)).toMatchObject({ status: "completed", winnerId: giants.id });

    // The bracket plays on from there to a completed tournament, and re-opens if an earlier result flips again.
    await play(admin, (await m(2, 1)).id, 21, 11);
    await play(admin, (await m(3, 1)).id, 21, 23);
    expect((await detail(admin, cup.id)).tournament.status).toBe("completed");
    const reopened = await score(admin, (await m(2, 2)).id, 21, 12);
    expect(reopened.json().winnerChanged).toBe(true);
    expect((await detail(admin, cup.id)).tournament.status).toBe("active");
    expect(await m(3, 1)).toMatchObject({
      team1Id: blockers.id,
      team2Id: eagles.id,
      status: "pending",
      winnerId: null,
    });
  });
});

describe("my upcoming matches", () => {
  it("lists my team's matches still to play in published tournaments, the one in progress first, at most 3", async () => {
    const res = await call(ana, "GET", "/api/spikeball/tournaments/upcoming-matches");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ teamId: aces.id, isCaptain: true });
    expect(body.matches.length).toBeLessThanOrEqual(3);
    for (const m of body.matches) {
      expect([m.team1Id, m.team2Id]).toContain(aces.id);
      expect(m.status).not.toBe("completed");
      expect(["ready", "active"]).toContain(m.tournamentStatus);
    }
    const noTeam = await kit.student("Nia Noteam");
    expect((await call(noTeam, "GET", "/api/spikeball/tournaments/upcoming-matches")).json()).toEqual({
      teamId: null,
      isCaptain: false,
      matches: [],
    });
  });
});

describe("live brackets", () => {
  it("tells an approved student's open bracket about a score, and refuses setup brackets and outsiders", async () => {
    const cup = await kit.publishedTournament(admin, 4, [aces, blockers, comets, dunkers], "Live Cup");
    const hidden = await kit.createTournament(admin, { name: "Hidden Cup", maxTeams: 4 });
    const socket = await openSocket(baseUrl, { cookie: cara.cookie });
    expect((await socket.subscribe(`spikeball-tournament:${cup.id}`)).type).toBe("subscribed");
    expect((await socket.subscribe("spikeball-tournaments")).type).toBe("subscribed");
    expect((await socket.subscribe(`spikeball-tournament:${hidden.id}`)).type).toBe("error");
    const outsiderSocket = await openSocket(baseUrl, { cookie: outsider.cookie });
    expect((await outsiderSocket.subscribe(`spikeball-tournament:${cup.id}`)).type).toBe("error");
    const adminSocket = await openSocket(baseUrl, { cookie: admin.cookie });
    expect((await adminSocket.subscribe(`spikeball-tournament:${hidden.id}`)).type).toBe("subscribed");

    const semi = await matchAt(admin, cup.id, 1, 1);
    await start(admin, semi.id);
    await score(ana, semi.id, 3, 0);
    const frame = await socket.next(
      (f) =>
        f.topic === `spikeball-tournament:${cup.id}` && (f.data as { change?: string })?.change === "score-updated",
    );
    expect(frame).toMatchObject({ type: "event", event: "tournament-changed", data: { tournamentId: cup.id } });
    for (const s of [socket, outsiderSocket, adminSocket]) s.socket.close();
  });
});
