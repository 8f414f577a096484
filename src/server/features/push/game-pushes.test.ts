// A Jenga invite and a Spikeball team invite reach the invited student's phone when they asked for game pushes, and
// only then; through the loopback push service of fake-push-service.ts, decrypted with the test browser's keys.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_PUSH_PREFERENCES } from "../../../domain/push/push-rules";
import { GAME_PUSH_TEXTS } from "../../../domain/push/push-texts";
import { fakeBrowser, type FakePushService, startFakePushService } from "../../testing/fake-push-service";
import { jengaKit } from "../../testing/jenga-fixtures";
import { type Person } from "../../testing/people";
import { spikeballKit } from "../../testing/spikeball-fixtures";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { queuedPushes } from "./push-delivery-queries";

let t: TestApp;
let service: FakePushService;
const jenga = jengaKit(() => t, "gamepush-jenga");
const spikeball = spikeballKit(() => t, "gamepush-spike");
let admin: Person;
let n = 0;

beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({ PUSH_ALLOW_HTTP_ENDPOINTS: "1" }, { pushWorker: { retryBaseMs: 20, pollMs: 50 } });
  admin = await jenga.admin();
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** A phone of `person` that gets pushes, with the game pushes turned on or left off (their default). */
async function phoneOf(person: Person, gamesOn: boolean) {
  const browser = fakeBrowser(service.endpoint(`/game-push/${++n}`));
  expect((await jenga.call(person, "POST", "/api/push/devices", browser.subscription)).statusCode).toBe(201);
  if (gamesOn) {
    const res = await jenga.call(person, "PUT", "/api/push/preferences", {
      ...DEFAULT_PUSH_PREFERENCES,
      jenga: true,
      spikeball: true,
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
