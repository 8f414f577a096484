import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOWER_THIRD_TEXTS } from "../../../domain/broadcast/lower-third";
import { buildApp } from "../../app";
import { serverSecrets, users } from "../../db/schema";
import { jsonHeaders, nextRemoteAddress, signedInAdmin, signedInStudent } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { lowerThirdPinFromEnv, UNLOCK_LIMIT } from "./lower-third-pin";

const PASSWORD = "Maple-Syrup-42";
let t: TestApp;
let admin: string;
let student: string;
let suspendedAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, "media@riverside.example")).cookie;
  student = await signedInStudent(t, { email: "reporter@riverside.example", password: PASSWORD });
  suspendedAdmin = (await signedInAdmin(t, "old.media@riverside.example")).cookie;
  await t.database.db
    .update(users)
    .set({ status: "suspended", banReason: "Test" })
    .where(eq(users.email, "old.media@riverside.example"));
});
afterAll(() => t.close());

const status = async (app = t.app) => (await app.inject({ method: "GET", url: "/api/lower-third/pin" })).json();
const setPin = (cookie: string | null, pin: unknown, app = t.app) =>
  app.inject({
    method: "PUT",
    url: "/api/lower-third/pin",
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}) },
    payload: { pin },
  });
const unlock = (pin: unknown, remoteAddress = nextRemoteAddress(), app = t.app) =>
  app.inject({ method: "POST", url: "/api/lower-third/unlock", headers: jsonHeaders, remoteAddress, payload: { pin } });

describe("before a PIN is set", () => {
  it("says so, and lets nobody through", async () => {
    expect(await status()).toEqual({ configured: false, source: null });
    const res = await unlock("1234");
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: "pin_not_set", message: LOWER_THIRD_TEXTS.notConfigured });
  });
});

describe("setting the PIN", () => {
  it("is refused to anonymous visitors, students and suspended admins", async () => {
    expect((await setPin(null, "2468")).statusCode).toBe(401);
    expect((await setPin(student, "2468")).statusCode).toBe(403);
    expect((await setPin(suspendedAdmin, "2468")).statusCode).toBe(403);
    expect(await status()).toEqual({ configured: false, source: null });
  });

  it.each(["123", "12345", "12 4", 1234])("refuses %j as a PIN", async (pin) => {
    const res = await setPin(admin, pin);
    expect(res.statusCode).toBe(400);
    expect(await status()).toEqual({ configured: false, source: null });
  });

  it("lets an admin set it, stored only as a salted hash", async () => {
    const res = await setPin(admin, "2468");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: true, source: "settings" });
    const [row] = await t.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, "lower_third_pin"));
    expect(row!.value).toMatch(/^scrypt:/);
    expect(row!.value).not.toContain("2468");
  });
});

describe("the gate", () => {
  it("opens for the right PIN", async () => {
    const res = await unlock("2468");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unlocked: true });
  });

  it.each(["1357", "246", "24689", ""])("answers 'Invalid PIN' to %j", async (pin) => {
    const res = await unlock(pin);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: "invalid_pin", message: "Invalid PIN" });
  });

  it("follows a changed PIN at once", async () => {
    await setPin(admin, "K9#z");
    expect((await unlock("2468")).statusCode).toBe(401);
    expect((await unlock("K9#z")).statusCode).toBe(200);
  });

  it(`stops an address after ${UNLOCK_LIMIT.max} attempts, even with the right PIN, and no other`, async () => {
    const address = nextRemoteAddress();
    for (let i = 0; i < UNLOCK_LIMIT.max; i++) expect((await unlock("0000", address)).statusCode).toBe(401);
    const limited = await unlock("K9#z", address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await unlock("K9#z")).statusCode).toBe(200);
  });
});

describe("LOWER_THIRD_PIN", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("wins over the PIN an admin set, which cannot be changed while it is there", async () => {
    vi.stubEnv("LOWER_THIRD_PIN", "7777");
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    await app.ready();
    try {
      expect(await status(app)).toEqual({ configured: true, source: "environment" });
      expect((await unlock("7777", nextRemoteAddress(), app)).statusCode).toBe(200);
      expect((await unlock("K9#z", nextRemoteAddress(), app)).statusCode).toBe(401);
      const refused = await setPin(admin, "1111", app);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(LOWER_THIRD_TEXTS.pinFromEnvironment);
    } finally {
      await app.close();
    }
  });

  it("stops the server at start when it is not 4 characters", () => {
    expect(() => lowerThirdPinFromEnv({ LOWER_THIRD_PIN: "12345" })).toThrow(/LOWER_THIRD_PIN/);
    expect(lowerThirdPinFromEnv({ LOWER_THIRD_PIN: "" })).toBeUndefined();
    expect(lowerThirdPinFromEnv({})).toBeUndefined();
  });
});
