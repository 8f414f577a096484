// Issue 34, finding 3, against the running app: a student's "browser" named 127.0.0.1, 10.x, 169.254.169.254 or
// any host, and the worker connected there. Now only the browsers' push services are accepted, each device is
// checked again when a push leaves, and an account has at most 10 devices.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_PUSH_DEVICES } from "../../../domain/push/push-rules";
import { PUSH_TEXTS } from "../../../domain/push/push-texts";
import { pushSubscriptions, sessions } from "../../db/schema";
import { fakeBrowser } from "../../testing/fake-push-service";
import { type Person, peopleKit } from "../../testing/people";
import { forbiddenEndpoint, pushServiceEndpoint } from "../../testing/push-endpoints";
import { capturedLog, createTestApp, type TestApp } from "../../testing/test-app";
import { queuedPushes } from "./push-delivery-queries";

let t: TestApp;
const kit = peopleKit(() => t, "pushaddr");
const { call } = kit;
let admin: Person;
const log = capturedLog("warn");
/** What each name resolves to in this test (no other name resolves), and every name the worker looked up. */
const dns = new Map<string, string[]>();
const looked: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { PUSH_SERVICE_HOSTS: "push.example.org" },
    {
      logger: log.logger,
      pushWorker: {
        pollMs: 50,
        retryBaseMs: 20,
        resolve: async (hostname) => {
          looked.push(hostname);
          return (dns.get(hostname) ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
        },
      },
    },
  );
  admin = await kit.admin();
});
afterAll(() => t.close());

const devicesOf = async (person: Person) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, person.id));
const subscribe = (person: Person, endpoint: string) =>
  call(person, "POST", "/api/push/devices", fakeBrowser(endpoint).subscription);

describe("subscribing a browser", () => {
  it("refuses every address that is not a push service's, in any spelling, storing nothing", async () => {
    const mallory = await kit.student("Mallory");
    await fc.assert(
      fc.asyncProperty(forbiddenEndpoint, async (endpoint) => {
        const res = await subscribe(mallory, endpoint);
        expect(res.statusCode, endpoint).toBe(400);
        expect([PUSH_TEXTS.endpointInvalid, PUSH_TEXTS.endpointNotPushService]).toContain(res.json().error.message);
      }),
      { numRuns: 150 },
    );
    expect(await devicesOf(mallory)).toHaveLength(0);
  });

  it("accepts the browsers' push services, and a host the operator added in PUSH_SERVICE_HOSTS", async () => {
    const ada = await kit.student("Ada");
    const endpoints = [...fc.sample(pushServiceEndpoint, 4), "https://eu.push.example.org/send/1"];
    for (const endpoint of endpoints) expect((await subscribe(ada, endpoint)).statusCode, endpoint).toBe(201);
    expect(await devicesOf(ada)).toHaveLength(endpoints.length);
  });

  it(`stops at ${MAX_PUSH_DEVICES} devices an account, saying why; the same browser again is no new device`, async () => {
    const collector = await kit.student("Cole");
    const endpoint = (i: number) => `https://fcm.googleapis.com/fcm/send/cole-${i}`;
    const first = fakeBrowser(endpoint(0)).subscription;
    expect((await call(collector, "POST", "/api/push/devices", first)).statusCode).toBe(201);
    for (let i = 1; i < MAX_PUSH_DEVICES; i++) expect((await subscribe(collector, endpoint(i))).statusCode).toBe(201);
    const over = await subscribe(collector, endpoint(MAX_PUSH_DEVICES));
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toEqual({
      code: "too_many_devices",
      message: PUSH_TEXTS.tooManyDevices(MAX_PUSH_DEVICES),
    });
    expect(await devicesOf(collector)).toHaveLength(MAX_PUSH_DEVICES);
    // The first browser subscribing again replaces its own row.
    expect((await call(collector, "POST", "/api/push/devices", first)).statusCode).toBe(201);
    const id = (await devicesOf(collector))[0]!.id;
    expect((await call(collector, "DELETE", `/api/push/devices/${id}`)).statusCode).toBe(204);
    expect((await subscribe(collector, endpoint(MAX_PUSH_DEVICES))).statusCode).toBe(201);
  });
});

describe("sending a push", () => {
  /** A device row as it may be stored (from before the checks at registration), for a new student. */
  async function storedDevice(endpoint: string) {
    const person = await kit.student();
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, person.id));
    const { keys } = fakeBrowser(endpoint).subscription;
    await t.database.db.insert(pushSubscriptions).values({
      userId: person.id,
      sessionId: session!.id,
      endpoint,
      ...keys,
      label: "Stored",
    });
    return person;
  }
  const refusals = () =>
    log.lines
      .map((line) => JSON.parse(line) as { msg: string; reason?: string })
      .filter((l) => l.msg === "push refused");

  it("connects nowhere when the push service's name resolves to this machine or the school's network", async () => {
    const cases: [string, string[]][] = [
      ["fcm.googleapis.com", ["10.0.0.7"]],
      ["updates.push.services.mozilla.com", ["34.107.221.82", "127.0.0.1"]],
      ["web.push.apple.com", ["169.254.169.254"]],
      ["wns2-by3p.notify.windows.com", ["::1"]],
    ];
    for (const [host, addresses] of cases) {
      dns.set(host, addresses);
      const person = await storedDevice(`https://${host}/send/rebound`);
      await call(admin, "POST", "/api/messages", { recipientId: person.id, content: "Where does this go?" });
    }
    await vi.waitFor(async () => expect(await queuedPushes(t.database.db)).toBe(0), { timeout: 20_000 });
    // Each name was looked up once: refused at once, never retried.
    for (const [host, addresses] of cases) {
      expect(
        looked.filter((name) => name === host),
        host,
      ).toHaveLength(1);
      expect(
        refusals().some((r) => r.reason === `${host} resolves to ${addresses.at(-1)}`),
        host,
      ).toBe(true);
    }
  });

  it("refuses a stored device whose address is an IP or off the list, without looking anything up", async () => {
    const endpoints = ["https://127.0.0.1/push", "https://169.254.169.254/latest/meta-data", "https://evil.example/x"];
    for (const endpoint of endpoints) {
      const person = await storedDevice(endpoint);
      await call(admin, "POST", "/api/messages", { recipientId: person.id, content: "Old row" });
    }
    await vi.waitFor(async () => expect(await queuedPushes(t.database.db)).toBe(0), { timeout: 20_000 });
    expect(looked).not.toContain("evil.example");
    expect(refusals().filter((r) => r.reason?.startsWith("endpoint "))).toHaveLength(endpoints.length);
  });
});
