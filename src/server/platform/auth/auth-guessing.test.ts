// Guessing a password, as the security review of issue 34 did: with a session left open (better-auth's
// verify-password, change-password's current password), and locking someone else out of sign-in by guessing from
// one's own address. Each test failed before its fix.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonHeaders, PASSWORD, sessionCookie, signedInAdmin, signedInStudent, signIn } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { PRODUCT_AUTH_PATHS } from "./auth-endpoints";
import { BEARER_CLIENT_HEADER } from "./auth-routes";
import { queryRows } from "../database/db";

let t: TestApp;
let n = 0;
const freshEmail = () => `guess${++n}@riverside.example`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string>, remoteAddress: string) =>
  t.app.inject({ method: "POST", url, headers: { ...jsonHeaders, ...headers }, remoteAddress, payload });
const signInFrom = (email: string, password: string, remoteAddress: string) =>
  post("/api/auth/sign-in/email", { email, password }, {}, remoteAddress);
const changePassword = (auth: Record<string, string>, currentPassword: string, remoteAddress: string) =>
  post("/api/auth/change-password", { currentPassword, newPassword: "Quiet-Harbour-73" }, auth, remoteAddress);

describe("guessing with a session left open", () => {
  it("finds none of better-auth's endpoints the product does not use, verify-password among them", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const api = t.app.auth.api as unknown as Record<string, { path?: string }>;
    const unused = Object.values(api)
      .map((endpoint) => endpoint.path)
      .filter((path): path is string => Boolean(path) && !(PRODUCT_AUTH_PATHS as readonly string[]).includes(path!));
    expect(unused).toEqual(expect.arrayContaining(["/verify-password", "/delete-user", "/update-user", "/ok"]));
    for (const path of unused) {
      const url = `/api/auth${path.replace(/:[a-z]+/gi, "x")}`;
      for (const method of ["GET", "POST"] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...jsonHeaders, cookie },
          remoteAddress: "10.40.0.1",
          ...(method === "POST" ? { payload: { password: PASSWORD, email } } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    // 40 guesses, as the review sent them: not one is checked.
    for (let i = 0; i < 40; i++) {
      const res = await post("/api/auth/verify-password", { password: `Guess-${i}-x` }, { cookie }, "10.40.0.2");
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("not_found");
    }
  });

  it("counts change-password's wrong current passwords under the account's sign-in limit", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    for (let i = 0; i < 10; i++) {
      expect((await changePassword({ cookie }, `Guess-${i}-x`, "10.41.0.1")).statusCode).toBe(400);
    }
    const stopped = await changePassword({ cookie }, PASSWORD, "10.41.0.1");
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers["retry-after"])).toBeGreaterThan(0);
    // The same limit as sign-in's: the guesses used it up there too, for this address.
    expect((await signInFrom(email, PASSWORD, "10.41.0.1")).statusCode).toBe(429);
  });

  it("counts them for the iOS app's bearer token too, and gives a right one's place back", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    const signedIn = await signIn(t, { email, password: PASSWORD }, { bearer: true });
    const bearer = { authorization: `Bearer ${signedIn.headers["set-auth-token"] as string}` };
    for (let i = 0; i < 9; i++) {
      expect((await changePassword(bearer, `Guess-${i}-x`, "10.42.0.1")).statusCode).toBe(400);
    }
    const changed = await changePassword({ ...bearer, [BEARER_CLIENT_HEADER]: "bearer" }, PASSWORD, "10.42.0.1");
    expect(changed.statusCode).toBe(200);
    expect((await changePassword(bearer, "Guess-9-x", "10.42.0.1")).statusCode).toBe(400);
    expect((await changePassword(bearer, "Guess-10-x", "10.42.0.1")).statusCode).toBe(429);
  });
});

describe("locking someone else out", () => {
  it("stops ten wrong passwords from one address there, not the account's owner at another", async () => {
    const admin = await signedInAdmin(t, "head@riverside.example");
    const password = "Admin-Pass-2026";
    for (let i = 0; i < 10; i++)
      expect((await signInFrom(admin.email, "Wrong-Guess-00", "10.43.0.1")).statusCode).toBe(401);
    expect((await signInFrom(admin.email, password, "10.43.0.1")).statusCode).toBe(429);
    const owner = await signInFrom(admin.email, password, "10.43.9.9");
    expect(owner.statusCode).toBe(200);
    expect(sessionCookie(owner)).toBeTruthy();
  });

  it("still stops guessing spread over many addresses, at 100 wrong passwords an hour on one account", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    for (let address = 1; address <= 3; address++) {
      for (let i = 0; i < 10; i++) {
        expect((await signInFrom(email, "Wrong-Guess-00", `10.44.0.${address}`)).statusCode).toBe(401);
      }
    }
    const key = `sign-in:account:${email}`;
    const [counted] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count from rate_limits where key = ${key}`,
    );
    expect(counted?.count).toBe(30);
    // As if 67 more addresses had each guessed once.
    await t.database.db.execute(sql`update rate_limits set count = 97 where key = ${key}`);
    for (let address = 4; address <= 6; address++) {
      expect((await signInFrom(email, "Wrong-Guess-00", `10.44.0.${address}`)).statusCode).toBe(401);
    }
    const stopped = await signInFrom(email, PASSWORD, "10.44.0.7");
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers["retry-after"])).toBeGreaterThan(3000);
  });
});
