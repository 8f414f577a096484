import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PUSH_PREFERENCES } from "../../../domain/push/push-rules";
import { PUSH_TEXTS } from "../../../domain/push/push-texts";
import { pushPreferences, pushSubscriptions } from "../../db/schema";
import { fakeBrowser } from "../../testing/fake-push-service";
import { type Person, peopleKit } from "../../testing/people";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
const { call, student } = peopleKit(() => t, "push");
let sam: Person;
let olive: Person;

beforeAll(async () => {
  t = await createTestApp();
  sam = await student("Sam");
  olive = await student("Olive");
});
afterAll(() => t.close());

const subscription = (name: string) => fakeBrowser(`https://fcm.googleapis.com/fcm/send/${name}`).subscription;
const withKeys = (name: string, keys: Partial<{ p256dh: string; auth: string }>) => {
  const body = subscription(name);
  return { ...body, keys: { ...body.keys, ...keys } };
};
/** 0x04 and 64 random bytes: the length of a point, almost surely not on the curve. */
const offCurvePoint = () => Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url");
const devicesOf = async (userId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe("the server's VAPID key", () => {
  it("is one P-256 public key, made once and kept", async () => {
    const first = (await call(sam, "GET", "/api/push/vapid-public-key")).json().publicKey as string;
    expect(Buffer.from(first, "base64url")).toHaveLength(65);
    expect((await call(olive, "GET", "/api/push/vapid-public-key")).json().publicKey).toBe(first);
  });

  it("is not served to visitors who are not signed in", async () => {
    expect((await call(null, "GET", "/api/push/vapid-public-key")).statusCode).toBe(401);
  });
});

describe("my devices", () => {
  it("lists a subscribed browser as this device, with when it was added", async () => {
    const res = await call(sam, "POST", "/api/push/devices", subscription("sam-phone"));
    expect(res.statusCode).toBe(201);
    const devices = (await call(sam, "GET", "/api/push/devices")).json().devices;
    expect(devices).toContainEqual({
      id: res.json().device.id,
      label: expect.any(String),
      createdAt: expect.any(String),
      thisDevice: true,
    });
  });

  it("keeps one row when the same browser subscribes again", async () => {
    const body = subscription("sam-laptop");
    await call(sam, "POST", "/api/push/devices", body);
    await call(sam, "POST", "/api/push/devices", body);
    expect((await devicesOf(sam.id)).filter((d) => d.endpoint === body.endpoint)).toHaveLength(1);
  });

  it("never shows or removes another person's device", async () => {
    const id = (await call(sam, "POST", "/api/push/devices", subscription("sam-tablet"))).json().device.id;
    const theirs = (await call(olive, "GET", "/api/push/devices")).json().devices as { id: string }[];
    expect(theirs.map((d) => d.id)).not.toContain(id);
    const res = await call(olive, "DELETE", `/api/push/devices/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PUSH_TEXTS.deviceNotFound);
    expect((await devicesOf(sam.id)).map((d) => d.id)).toContain(id);
  });

  it("removes one of mine", async () => {
    const id = (await call(sam, "POST", "/api/push/devices", subscription("sam-old-phone"))).json().device.id;
    expect((await call(sam, "DELETE", `/api/push/devices/${id}`)).statusCode).toBe(204);
    expect((await devicesOf(sam.id)).map((d) => d.id)).not.toContain(id);
  });

  it("refuses to hand another account's device over on its address alone", async () => {
    const body = subscription("shared-computer");
    await call(sam, "POST", "/api/push/devices", body);
    const stolen = { ...body, keys: subscription("attacker").keys };
    const res = await call(olive, "POST", "/api/push/devices", stolen);
    expect(res.statusCode).toBe(409);
    expect((await devicesOf(sam.id)).some((d) => d.endpoint === body.endpoint)).toBe(true);
  });

  it("hands the browser over when the next account subscribes it with its own keys", async () => {
    const body = subscription("library-computer");
    await call(sam, "POST", "/api/push/devices", body);
    expect((await call(olive, "POST", "/api/push/devices", body)).statusCode).toBe(201);
    expect((await devicesOf(olive.id)).some((d) => d.endpoint === body.endpoint)).toBe(true);
    expect((await devicesOf(sam.id)).some((d) => d.endpoint === body.endpoint)).toBe(false);
  });

  it.each([
    ["no keys", { endpoint: "https://fcm.googleapis.com/fcm/send/x" }, PUSH_TEXTS.keysInvalid],
    ["a script address", { ...subscription("y"), endpoint: "javascript:alert(1)" }, PUSH_TEXTS.endpointInvalid],
    [
      "plain http",
      { ...subscription("z"), endpoint: "http://fcm.googleapis.com/fcm/send/z" },
      PUSH_TEXTS.endpointInvalid,
    ],
    ["a short key", { ...subscription("w"), keys: { p256dh: "abc", auth: "A".repeat(22) } }, PUSH_TEXTS.keysInvalid],
    // Issue 34: the right length, but no point on P-256 (encrypting for it throws at every push).
    ["a key off the curve", withKeys("v", { p256dh: offCurvePoint() }), PUSH_TEXTS.keysInvalid],
    ["a key that is no uncompressed point", withKeys("u", { p256dh: `A${"B".repeat(86)}` }), PUSH_TEXTS.keysInvalid],
    [
      "an auth secret of 12 bytes",
      withKeys("s", { auth: randomBytes(12).toString("base64url") }),
      PUSH_TEXTS.keysInvalid,
    ],
  ])("refuses a subscription with %s, storing nothing", async (_case, body, message) => {
    const before = (await devicesOf(sam.id)).length;
    const res = await call(sam, "POST", "/api/push/devices", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await devicesOf(sam.id)).toHaveLength(before);
  });

  it("turns this browser off: the devices of this session go, the others stay", async () => {
    const mine = await student("Mina");
    await call(mine, "POST", "/api/push/devices", subscription("mina-phone"));
    expect((await call(mine, "DELETE", "/api/push/devices/this-device")).statusCode).toBe(204);
    expect(await devicesOf(mine.id)).toHaveLength(0);
  });

  it("ends with the session: signing out removes the browser's subscription", async () => {
    const leaver = await student("Leo");
    await call(leaver, "POST", "/api/push/devices", subscription("leo-phone"));
    const out = await call(leaver, "POST", "/api/auth/sign-out", {});
    expect(out.statusCode).toBe(200);
    expect(await devicesOf(leaver.id)).toHaveLength(0);
  });
});

describe("what reaches my devices", () => {
  it("starts with school-wide notifications and messages on", async () => {
    const res = await call(olive, "GET", "/api/push/preferences");
    expect(res.json().preferences).toEqual(DEFAULT_PUSH_PREFERENCES);
  });

  it("keeps my choices, for me only", async () => {
    const choice = { schoolWide: false, messages: true, jenga: true, spikeball: false, hideMessageText: true };
    expect((await call(sam, "PUT", "/api/push/preferences", choice)).json().preferences).toEqual(choice);
    expect((await call(sam, "GET", "/api/push/preferences")).json().preferences).toEqual(choice);
    expect((await call(olive, "GET", "/api/push/preferences")).json().preferences).toEqual(DEFAULT_PUSH_PREFERENCES);
  });

  it.each([
    ["a missing choice", { schoolWide: true }],
    ["a choice that is not on or off", { ...DEFAULT_PUSH_PREFERENCES, messages: "yes" }],
    ["an unknown choice", { ...DEFAULT_PUSH_PREFERENCES, everything: true }],
  ])("refuses %s, changing nothing", async (_case, body) => {
    const before = await t.database.db.select().from(pushPreferences).where(eq(pushPreferences.userId, sam.id));
    expect((await call(sam, "PUT", "/api/push/preferences", body)).statusCode).toBe(400);
    expect(await t.database.db.select().from(pushPreferences).where(eq(pushPreferences.userId, sam.id))).toEqual(
      before,
    );
  });
});
