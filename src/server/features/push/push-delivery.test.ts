// Pushes leave through a push service of our own on loopback (fake-push-service.ts), which checks the VAPID
// signature and decrypts each payload with the keys the test's "browser" made.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HIDDEN_MESSAGE_TEXT } from "../../../domain/push/push-texts";
import { pushDeliveries, pushJobs, pushSubscriptions } from "../../db/schema";
import { queuePush } from "../../platform/outbound/push-queue";
import { PASSWORD, sessionCookie, signIn } from "../../testing/accounts";
import {
  checkVapid,
  type FakeBrowser,
  fakeBrowser,
  type FakePushService,
  startFakePushService,
} from "../../testing/fake-push-service";
import { type Person, peopleKit } from "../../testing/people";
import { openSocket } from "../../testing/sockets";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";
import { getVapidDetails } from "./get-vapid-details";
import { queuedPushes } from "./push-delivery-queries";
import { pushEndpointPolicy } from "./push-endpoint-guard";
import { PushWorker } from "./push-worker";

let t: TestApp;
let service: FakePushService;
let baseUrl: string;
const kit = peopleKit(() => t, "pushsend");
const { call } = kit;
let admin: Person;
let n = 0;

beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({ PUSH_ALLOW_HTTP_ENDPOINTS: "1" }, { pushWorker: { retryBaseMs: 20, pollMs: 50 } });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  admin = await kit.admin();
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** A browser of `person` that asks for pushes; `path` is its address at the push service. */
async function subscribedBrowser(person: Person) {
  const path = `/push/${++n}`;
  const browser = fakeBrowser(service.endpoint(path));
  expect((await call(person, "POST", "/api/push/devices", browser.subscription)).statusCode).toBe(201);
  return { path, browser };
}

const pushesTo = (path: string) => service.received.filter((p) => p.path === path);
const read = (browser: FakeBrowser, body: Buffer) => JSON.parse(browser.decrypt(body)) as Record<string, string>;
const queueEmptied = () =>
  vi.waitFor(async () => expect(await queuedPushes(t.database.db)).toBe(0), { timeout: 10_000 });
const notify = (title: string, message: string) =>
  call(admin, "POST", "/api/admin/notifications", { title, message, type: "info" });

describe("a school-wide notification", () => {
  it("reaches a subscribed device, signed with our VAPID key and readable only with the device's keys", async () => {
    const student = await kit.student("Ada");
    const { path, browser } = await subscribedBrowser(student);
    await notify("Snow day", "School is closed today.");
    await vi.waitFor(() => expect(pushesTo(path)).toHaveLength(1), { timeout: 10_000 });
    const [push] = pushesTo(path);
    const publicKey = (await call(student, "GET", "/api/push/vapid-public-key")).json().publicKey;
    expect(checkVapid(push!.headers.authorization, service.origin)).toBe(publicKey);
    expect(push!.headers.ttl).toBe("86400");
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    expect(push!.body.includes(Buffer.from("Snow day"))).toBe(false);
    expect(read(browser, push!.body)).toEqual({
      title: "Snow day",
      body: "School is closed today.",
      url: "/",
      kind: "school-wide",
    });
  });

  it("skips a person who turned school-wide notifications off", async () => {
    const quiet = await kit.student("Quinn");
    const keen = await kit.student("Kim");
    await call(quiet, "PUT", "/api/push/preferences", {
      schoolWide: false,
      messages: true,
      jenga: false,
      spikeball: false,
      hideMessageText: false,
    });
    const off = await subscribedBrowser(quiet);
    const on = await subscribedBrowser(keen);
    await notify("Fire drill", "At 10:15");
    await vi.waitFor(() => expect(pushesTo(on.path)).toHaveLength(1), { timeout: 10_000 });
    await queueEmptied();
    expect(pushesTo(off.path)).toHaveLength(0);
  });
});

describe("a new message", () => {
  it("shows who wrote and the first 100 characters", async () => {
    const student = await kit.student("Ben");
    const { path, browser } = await subscribedBrowser(student);
    const text = `${"Your form is ready. ".repeat(6)}Come to room 4.`;
    await call(admin, "POST", "/api/messages", { recipientId: student.id, content: text });
    await vi.waitFor(() => expect(pushesTo(path)).toHaveLength(1), { timeout: 10_000 });
    expect(read(browser, pushesTo(path)[0]!.body)).toEqual({
      title: "Message from Administrator",
      body: `${[...text].slice(0, 100).join("")}…`,
      // The dashboard, with the conversation with the writer open.
      url: `/dashboard?conversation=${admin.id}`,
      kind: "message",
    });
  });

  it("shows none of the text to a reader who hides it on the lock screen", async () => {
    const student = await kit.student("Hana");
    await call(student, "PUT", "/api/push/preferences", {
      schoolWide: true,
      messages: true,
      jenga: false,
      spikeball: false,
      hideMessageText: true,
    });
    const { path, browser } = await subscribedBrowser(student);
    await call(admin, "POST", "/api/messages", { recipientId: student.id, content: "Your locker code is 4411" });
    await vi.waitFor(() => expect(pushesTo(path)).toHaveLength(1), { timeout: 10_000 });
    expect(read(browser, pushesTo(path)[0]!.body)).toMatchObject({ title: "Cohort", body: HIDDEN_MESSAGE_TEXT });
  });

  it("skips the device whose open page follows the conversation live, and reaches the person's other device", async () => {
    const student = await kit.student("Lia");
    const phone = await subscribedBrowser(student);
    // The laptop is another sign-in of the same person, with a page open on their own topic.
    const laptopCookie = sessionCookie(await signIn(t, { email: student.email, password: PASSWORD }));
    const laptop = await subscribedBrowser({ ...student, cookie: laptopCookie });
    const socket = await openSocket(baseUrl, { cookie: laptopCookie, origin: TEST_ORIGIN });
    expect((await socket.subscribe(`user:${student.id}`)).type).toBe("subscribed");
    await call(admin, "POST", "/api/messages", { recipientId: student.id, content: "Seen live on the laptop" });
    await vi.waitFor(() => expect(pushesTo(phone.path)).toHaveLength(1), { timeout: 10_000 });
    await queueEmptied();
    expect(pushesTo(laptop.path)).toHaveLength(0);
    socket.socket.close();
  });
});

describe("the queue", () => {
  it("takes no job for people without a device that gets pushes", async () => {
    const [bare, equipped] = [await kit.student("Nodevice"), await kit.student("Withdevice")];
    await subscribedBrowser(equipped);
    const jobsTitled = async (tx: Parameters<typeof queuePush>[0], title: string) =>
      (await tx.select({ id: pushJobs.id }).from(pushJobs).where(eq(pushJobs.title, title))).length;
    // Inside a transaction that is rolled back, where the worker cannot take the jobs before they are counted.
    let counts: number[] = [];
    const rolledBack = await t.database.db
      .transaction(async (tx) => {
        const push = { kind: "message", body: "b", url: "/dashboard" } as const;
        await queuePush(tx, { ...push, to: [bare.id], title: "to nobody" });
        await queuePush(tx, { ...push, to: [bare.id, equipped.id], title: "to a phone" });
        counts = [await jobsTitled(tx, "to nobody"), await jobsTitled(tx, "to a phone")];
        tx.rollback();
      })
      .then(
        () => false,
        () => true,
      );
    expect(rolledBack).toBe(true);
    expect(counts).toEqual([0, 1]);
  });
});

describe("several server processes", () => {
  it("never send one push twice: a second worker on the same database shares the queue", async () => {
    const second = new PushWorker(
      {
        database: t.database,
        realtime: { isSessionFollowing: () => false },
        log: t.app.log,
        appName: "Cohort",
        vapid: () => getVapidDetails(t.database.db, t.config),
        endpoints: pushEndpointPolicy(t.config),
      },
      { retryBaseMs: 20, pollMs: 50 },
    );
    await second.start();
    const people = await Promise.all([1, 2, 3, 4].map((i) => kit.student(`Twin ${i}`)));
    const paths = await Promise.all(people.map(async (p) => (await subscribedBrowser(p)).path));
    for (let i = 0; i < 5; i++) await notify(`Bulletin ${i}`, "Twice would be once too many");
    await vi.waitFor(() => expect(paths.flatMap(pushesTo)).toHaveLength(20), { timeout: 15_000 });
    await queueEmptied();
    await second.stop();
    expect(paths.flatMap(pushesTo)).toHaveLength(20);
  });
});

describe("answers of the push service", () => {
  it("forgets a device the push service says is gone (410)", async () => {
    const student = await kit.student("Gus");
    const { path } = await subscribedBrowser(student);
    service.answer(path, 410);
    await call(admin, "POST", "/api/messages", { recipientId: student.id, content: "Hello?" });
    await queueEmptied();
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(sql`${pushSubscriptions.endpoint} like ${`%${path}`}`);
    expect(left).toHaveLength(0);
  });

  it("tries again later on 429 and 5xx, and then delivers once", async () => {
    const student = await kit.student("Rita");
    const { path } = await subscribedBrowser(student);
    service.answer(path, 429, 503);
    await call(admin, "POST", "/api/messages", { recipientId: student.id, content: "Third time lucky" });
    await vi.waitFor(() => expect(pushesTo(path)).toHaveLength(1), { timeout: 10_000 });
    await queueEmptied();
    expect(service.answered.filter((a) => a.path === path).map((a) => a.status)).toEqual([429, 503, 201]);
  });

  it.each([301, 307])(
    "follows no redirect (%i): the push is dropped, not sent elsewhere or retried",
    async (status) => {
      const student = await kit.student("Red");
      const { path } = await subscribedBrowser(student);
      service.answer(path, status);
      await call(admin, "POST", "/api/messages", { recipientId: student.id, content: "Go elsewhere" });
      await queueEmptied();
      expect(service.answered.filter((a) => a.path === path).map((a) => a.status)).toEqual([status]);
      expect(service.answered.some((a) => a.path === "/redirected")).toBe(false);
    },
  );

  it("sends again, once, what a stopped process had claimed but not finished", async () => {
    const student = await kit.student("Cyd");
    const { path, browser } = await subscribedBrowser(student);
    const [device] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(sql`${pushSubscriptions.endpoint} like ${`%${path}`}`);
    // A process claimed it, counted an attempt, and stopped before its claim ran out.
    await t.database.db.insert(pushDeliveries).values({
      subscriptionId: device!.id,
      payload: JSON.stringify({ title: "Left over", body: "from a crash", url: "/", kind: "message" }),
      attempts: 1,
      claimedUntil: new Date(Date.now() - 1000),
    });
    await vi.waitFor(() => expect(pushesTo(path)).toHaveLength(1), { timeout: 10_000 });
    await queueEmptied();
    expect(pushesTo(path)).toHaveLength(1);
    expect(read(browser, pushesTo(path)[0]!.body).title).toBe("Left over");
  });
});
