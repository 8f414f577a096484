import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOWER_THIRD_TEXTS } from "../../../domain/broadcast/lower-third-texts";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { rateLimits, serverSecrets, users } from "../../db/schema";
import { jsonHeaders, nextRemoteAddress, PASSWORD, signedInAdmin, signedInStudent } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { LOWER_THIRD_GRANT_SECONDS } from "./lower-third-grant";
import { UNLOCK_LIMIT, WRONG_PINS_FROM_ALL_ADDRESSES } from "./lower-third-pin";

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
    expect(res.json()).toEqual({ unlocked: true, expiresAt: expect.any(String) });
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

describe("the grant a right PIN gives", () => {
  /** The generator's check: what the page asks the server before it shows the generator. */
  const grant = (cookie?: string, app = t.app) =>
    app.inject({ method: "GET", url: "/api/lower-third/grant", headers: cookie ? { cookie } : {} });
  const grantCookie = (res: Awaited<ReturnType<typeof unlock>>) => {
    const cookie = res.cookies.find((c) => c.name.endsWith("lower_third_grant"));
    return cookie ? `${cookie.name}=${cookie.value}` : undefined;
  };

  it("is required: without it the server refuses the generator", async () => {
    const res = await grant();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("pin_required");
  });

  it("comes with the right PIN only, as an HttpOnly cookie for 12 hours", async () => {
    expect(grantCookie(await unlock("0000"))).toBeUndefined();
    const res = await unlock("K9#z");
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name.endsWith("lower_third_grant"))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/lower-third", maxAge: 43_200 });
    expect(LOWER_THIRD_GRANT_SECONDS).toBe(12 * 3600);
    const checked = await grant(grantCookie(res));
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ expiresAt: res.json().expiresAt });
    expect(Date.parse(res.json().expiresAt) - Date.now()).toBeGreaterThan(11.9 * 3600_000);
  });

  it("expires after 12 hours", async () => {
    const cookie = grantCookie(await unlock("K9#z"))!;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + LOWER_THIRD_GRANT_SECONDS * 1000 - 60_000);
      expect((await grant(cookie)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 61_000);
      expect((await grant(cookie)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("cannot be forged: made up, lengthened, or signed by another server", async () => {
    const real = grantCookie(await unlock("K9#z"))!;
    const [name, value] = real.split("=") as [string, string];
    const [expires, ...rest] = value.split(".");
    const later = `${name}=${[Number(expires) + 86_400, ...rest].join(".")}`;
    const resigned = `${name}=${value.slice(0, -4)}${value.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    for (const forged of [`${name}=1`, `${name}=9999999999.x.y`, `${name}=unlocked`, later, resigned]) {
      expect((await grant(forged)).statusCode, forged).toBe(401);
    }
    // The same PIN on a server with another secret gives grants that this one does not take, and the other way round.
    const other = await createTestApp({ SESSION_SECRET: "another-server-secret-".repeat(2) });
    try {
      await setPin((await signedInAdmin(other)).cookie, "K9#z", other.app);
      const foreign = grantCookie(await unlock("K9#z", nextRemoteAddress(), other.app))!;
      expect((await grant(foreign, other.app)).statusCode).toBe(200);
      expect((await grant(foreign)).statusCode).toBe(401);
      expect((await grant(real, other.app)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("ends when an admin changes the PIN", async () => {
    const cookie = grantCookie(await unlock("K9#z"))!;
    expect((await grant(cookie)).statusCode).toBe(200);
    await setPin(admin, "Q7!p");
    expect((await grant(cookie)).statusCode).toBe(401);
    expect((await grant(grantCookie(await unlock("Q7!p")))).statusCode).toBe(200);
  });
});

describe("wrong PINs from many addresses", () => {
  beforeAll(() => t.database.db.delete(rateLimits).where(like(rateLimits.key, "lower-third-unlock:%")));
  afterAll(() => t.database.db.delete(rateLimits).where(like(rateLimits.key, "lower-third-unlock:%")));

  it(`are stopped after ${WRONG_PINS_FROM_ALL_ADDRESSES.max} in all, even with the right PIN next`, async () => {
    // Right PINs do not count: the media team unlocking all day never uses up the limit.
    for (let i = 0; i < 3; i++) expect((await unlock("Q7!p")).statusCode).toBe(200);
    for (let i = 0; i < WRONG_PINS_FROM_ALL_ADDRESSES.max; i++) {
      expect((await unlock(`x${String(i).padStart(3, "0")}`)).statusCode).toBe(401);
    }
    const stopped = await unlock("Q7!p");
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error.code).toBe("rate_limited");
    expect(stopped.cookies.find((c) => c.name.endsWith("lower_third_grant"))).toBeUndefined();
  });

  it("cannot slip past the limit all at once", async () => {
    await t.database.db.delete(rateLimits).where(like(rateLimits.key, "lower-third-unlock:%"));
    const answers = await Promise.all(
      Array.from({ length: WRONG_PINS_FROM_ALL_ADDRESSES.max + 20 }, (_, i) =>
        unlock(`y${String(i).padStart(3, "0")}`),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(WRONG_PINS_FROM_ALL_ADDRESSES.max);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20);
  });
});

describe("LOWER_THIRD_PIN", () => {
  it("wins over the PIN an admin set, which cannot be changed while it is there", async () => {
    const config = { ...t.config, lowerThirdPin: "7777" };
    const app = await buildApp({ config, database: t.database, logger: false });
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
    expect(() => loadConfig({ LOWER_THIRD_PIN: "12345" })).toThrow(/LOWER_THIRD_PIN/);
    expect(loadConfig({ LOWER_THIRD_PIN: "" }).lowerThirdPin).toBeUndefined();
    expect(loadConfig({}).lowerThirdPin).toBeUndefined();
  });
});
