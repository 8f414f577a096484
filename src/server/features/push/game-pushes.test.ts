// A Jenga invite and turn, and a Spikeball team invite and match result, reach the student's phone when they asked for
// that game's pushes, and only then; through the loopback push service of fake-push-service.ts, decrypted with the test
// browser's keys.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { JENGA_TOPICS } from "../../../domain/jenga/jenga-topics";
import { DEFAULT_PUSH_PREFERENCES } from "../../../domain/push/push-rules";
import { GAME_PUSH_TEXTS } from "../../../domain/push/push-texts";
import { fakeBrowser, type FakePushService, startFakePushService } from "../../testing/fake-push-service";
import { jengaKit } from "../../testing/jenga-fixtures";
import { type Person } from "../../testing/people";
import { openSocket } from "../../testing/sockets";
import { spikeballKit } from "../../testing/spikeball-fixtures";
import { tournamentKit } from "../../testing/spikeball-tournament-fixtures";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";
import { queuedPushes } from "./push-delivery-queries";

let t: TestApp;
let service: FakePushService;
const jenga = jengaKit(() => t, "gamepush-jenga");
const spikeball = spikeballKit(() => t, "gamepush-spike");
const cup = tournamentKit(() => t, "gamepush-cup");
let admin: Person;
let baseUrl: string;
let n = 0;

beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({ PUSH_ALLOW_HTTP_ENDPOINTS: "1" }, { pushWorker: { retryBaseMs: 20, pollMs: 50 } });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  admin = await jenga.admin();
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/**
 * A phone of `person` that gets pushes, with both games' pushes turned on, or left off (their default), or one of
 * them on.
 */
async function phoneOf(person: Person, gamesOn: boolean | { jenga: boolean; spikeball: boolean }) {
  const browser = fakeBrowser(service.endpoint(`/game-push/${++n}`));
  expect((await jenga.call(person, "POST", "/api/push/devices", browser.subscription)).statusCode).toBe(201);
  if (gamesOn) {
    const res = await jenga.call(person, "PUT", "/api/push/preferences", {
      ...DEFAULT_PUSH_PREFERENCES,
      ...(gamesOn === true ? { jenga: true, spikeball: true } : gamesOn),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const path = `/game-push/${n}`;
  const received = () => service.received.filter((p) => p.path === path);
  const read = () => received().map((p) => JSON.parse(browser.decrypt(p.body)) as Record<string, string>);
  return { received, read };
}

const queueEmptied = () =>
  vi.waitFor(async () => expect(await queuedPushes(t.database.db)).toBe(0), { timeout: 10_000 });

describe("game invites on the phone", () => {
  it("a Jenga invite opens the Jenga Hub", async () => {
    const ana = await jenga.student("Ana");
    const phone = await phoneOf(ana, true);
    const game = await jenga.createGame(admin, "Friday Tower");
    const res = await jenga.call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: ana.id });
    expect(res.statusCode, res.body).toBe(201);
    await vi.waitFor(() => expect(phone.read()).toHaveLength(1), { timeout: 10_000 });
    expect(phone.read()[0]).toEqual({
      title: GAME_PUSH_TEXTS.jengaInviteTitle,
      body: GAME_PUSH_TEXTS.jengaInviteBody("Friday Tower"),
      url: "/jenga",
      kind: "jenga",
    });
  });

  it("a Spikeball team invite opens the Spikeball dashboard", async () => {
    const captain = await spikeball.approvedStudent(admin, "Cap Carla");
    const guest = await spikeball.approvedStudent(admin, "Guest Gil");
    const phone = await phoneOf(guest, true);
    const team = await spikeball.createTeam(captain, "Net Gains");
    await spikeball.invite(captain, team.id, guest.id);
    await vi.waitFor(() => expect(phone.read()).toHaveLength(1), { timeout: 10_000 });
    expect(phone.read()[0]).toEqual({
      title: GAME_PUSH_TEXTS.spikeballInviteTitle,
      body: GAME_PUSH_TEXTS.spikeballInviteBody("Net Gains"),
      url: "/spikeball-dashboard",
      kind: "spikeball",
    });
  });

  it("reach no phone whose owner left game pushes off", async () => {
    const bo = await jenga.student("Bo");
    const phone = await phoneOf(bo, false);
    const game = await jenga.createGame(admin, "Quiet Tower");
    await jenga.call(admin, "POST", `/api/jenga/admin/games/${game.id}/invites`, { userId: bo.id });
    await queueEmptied();
    expect(phone.received()).toHaveLength(0);
  });
});

describe("a Jenga turn on the phone", () => {
  it("reaches the player whose turn it now is and opens the game, and not the mover", async () => {
    const [ana, ben] = [await jenga.student("Ana"), await jenga.student("Ben")];
    const [anaPhone, benPhone] = [await phoneOf(ana, true), await phoneOf(ben, true)];
    const game = await jenga.startedGame(admin, [ana, ben], "Turn Tower");
    // The start gives the first player the turn: their phone is told.
    await vi.waitFor(() => expect(anaPhone.read()).toHaveLength(1), { timeout: 10_000 });
    expect(anaPhone.read()[0]).toMatchObject({ title: GAME_PUSH_TEXTS.jengaTurnTitle, url: `/jenga/game/${game.id}` });
    expect((await jenga.move(ana, game.id, "easy")).statusCode).toBe(201);
    await vi.waitFor(() => expect(benPhone.read()).toHaveLength(1), { timeout: 10_000 });
    expect(benPhone.read()[0]).toEqual({
      title: GAME_PUSH_TEXTS.jengaTurnTitle,
      body: GAME_PUSH_TEXTS.jengaTurnBody("Turn Tower"),
      url: `/jenga/game/${game.id}`,
      kind: "jenga",
    });
    await queueEmptied();
    expect(anaPhone.received()).toHaveLength(1);
    expect(benPhone.received()).toHaveLength(1);
  });

  it("reaches no phone of a player who left Jenga pushes off", async () => {
    const [ana, ben] = [await jenga.student("Ana"), await jenga.student("Ben")];
    const benPhone = await phoneOf(ben, { jenga: false, spikeball: true });
    const game = await jenga.startedGame(admin, [ana, ben], "Muted Tower");
    expect((await jenga.move(ana, game.id, "hard")).statusCode).toBe(201);
    await queueEmptied();
    expect(benPhone.received()).toHaveLength(0);
  });

  it("skips the phone whose owner watches the game page live", async () => {
    const [ana, ben] = [await jenga.student("Ana"), await jenga.student("Ben")];
    const benPhone = await phoneOf(ben, true);
    const game = await jenga.startedGame(admin, [ana, ben], "Watched Tower");
    const socket = await openSocket(baseUrl, { cookie: ben.cookie, origin: TEST_ORIGIN });
    expect((await socket.subscribe(JENGA_TOPICS.game(game.id))).type).toBe("subscribed");
    expect((await jenga.move(ana, game.id, "easy")).statusCode).toBe(201);
    await queueEmptied();
    expect(benPhone.received()).toHaveLength(0);
    socket.socket.close();
  });
});

describe("a Spikeball match result on the phone", () => {
  it("reaches the players of both teams who turned Spikeball pushes on, and no one else", async () => {
    const [ana, ben, cara, dev] = [
      await cup.student("Ana"),
      await cup.student("Ben"),
      await cup.student("Cara"),
      await cup.student("Dev"),
    ];
    const aces = await cup.team("Push Aces", ana, [ben]);
    const blockers = await cup.team("Push Blockers", cara, [dev]);
    const comets = await cup.team("Push Comets");
    const phones = {
      ana: await phoneOf(ana, true),
      ben: await phoneOf(ben, { jenga: true, spikeball: false }),
      cara: await phoneOf(cara, true),
      dev: await phoneOf(dev, false),
    };
    const tournament = await cup.publishedTournament(admin, 4, [aces, blockers, comets, null], "Push Cup");
    const match = await cup.matchAt(admin, tournament.id, 1, 1);
    await cup.play(admin, match.id, 15, 21);
    const expected = {
      title: GAME_PUSH_TEXTS.spikeballResultTitle,
      body: "Push Blockers beat Push Aces 21–15",
      url: "/spikeball-dashboard",
      kind: "spikeball",
    };
    await vi.waitFor(() => expect([phones.ana.read(), phones.cara.read()]).toEqual([[expected], [expected]]), {
      timeout: 10_000,
    });
    await queueEmptied();
    expect(phones.ben.received()).toHaveLength(0);
    expect(phones.dev.received()).toHaveLength(0);
  });
});
