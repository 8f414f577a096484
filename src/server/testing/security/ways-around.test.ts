// The ways around a check that a review found open (issue "Safe to put in front of a real school"): other spellings of
// a path, a revoked session on a side route, forged forwarding headers, tokens handed to cookie clients. Each test
// here failed before its fix.
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { setAccountStatus } from "../../features/accounts/set-account-status";
import { createAuth, loadAuthSecret } from "../../platform/auth/auth";
import { PASSWORD, sessionCookie, signedInStudent, signIn } from "../accounts";
import { callAs } from "../people";
import { rawRequest } from "../raw-http";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";

let t: TestApp;
let baseUrl: string;
let n = 0;
const freshEmail = () => `around${++n}@riverside.example`;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

/** A request whose path reaches the server as written (inject() would normalise it). */
const raw = (method: string, path: string, headers: Record<string, string> = {}, body?: object) =>
  rawRequest(baseUrl, { method, path, headers: { origin: TEST_ORIGIN, ...headers }, body });

describe("other spellings of a path", () => {
  it.each([
    "/api/auth/sign-in/./email",
    "/api/auth/sign-in/%2e/email",
    "/api/auth/sign-in/%2E%2E/sign-in/email",
    "/api/auth//sign-in/email",
    "/api/auth/x/../sign-in/email",
    "/api/auth/./request-password-reset",
    "/api/auth/./reset-password",
    "/api/accounts/../accounts/me",
    "/api/auth/sign-in%2femail",
  ])("refuses %s with 400 before any check or route sees it", async (url) => {
    const res = await raw("POST", url, {}, { email: "a@riverside.example", password: "x" });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe("bad_path");
  });

  it("counts wrong passwords on the path better-auth runs: after the limit, no spelling signs in", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    const guesser = { remoteAddress: "10.21.1.1" };
    for (let i = 0; i < 10; i++) {
      expect(
        (await callAs(t, null, "POST", "/api/auth/sign-in/email", { email, password: "Wrong-Guess-00" }, guesser))
          .statusCode,
      ).toBe(401);
    }
    for (const url of ["/api/auth/sign-in/email", "/api/auth/sign-in/email?x=1", "/api/auth/sign-in/email/"]) {
      const res = await callAs(t, null, "POST", url, { email, password: PASSWORD }, guesser);
      expect([429, 404]).toContain(res.statusCode);
    }
    expect((await raw("POST", "/api/auth/sign-in/./email", {}, { email, password: PASSWORD })).status).toBe(400);
  });
});

describe("a revoked session on a side route", () => {
  async function bannedStudent() {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await setAccountStatus({ db: t.database.db, realtime: t.app.realtime }, user!.id, {
      status: "banned",
      reason: "Spam",
    });
    return { email, cookie };
  }

  it("is refused by every better-auth endpoint that reads a session, and by every spelling of one", async () => {
    const { cookie } = await bannedStudent();
    for (const url of ["/api/auth/get-session", "/api/auth/list-sessions"]) {
      expect((await callAs(t, cookie, "GET", url)).statusCode, url).toBe(403);
    }
    for (const url of ["/api/auth/sign-in/../get-session", "/api/auth/sign-in/../list-sessions"]) {
      expect((await raw("GET", url, { cookie })).status, url).toBe(400);
    }
    const change = await callAs(t, cookie, "POST", "/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "Banned-But-Busy-1",
    });
    expect(change.statusCode).toBe(403);
    const sneaky = await raw(
      "POST",
      "/api/auth/sign-in/../change-password",
      { cookie },
      {
        currentPassword: PASSWORD,
        newPassword: "Banned-But-Busy-1",
      },
    );
    expect(sneaky.status).toBe(400);
  });

  it("is refused by better-auth itself, without our request hook in front of it", async () => {
    const { cookie } = await bannedStudent();
    const auth = createAuth({
      config: t.config,
      db: t.database.db,
      mailer: { send: async () => undefined },
      secret: await loadAuthSecret(t.database.db, undefined),
      log: pino({ level: "silent" }),
    });
    for (const path of ["get-session", "list-sessions"]) {
      const res = await auth.handler(new Request(`${TEST_ORIGIN}/api/auth/${path}`, { headers: { cookie } }));
      expect(res.status, path).toBe(403);
    }
    const change = await auth.handler(
      new Request(`${TEST_ORIGIN}/api/auth/change-password`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: TEST_ORIGIN },
        body: JSON.stringify({ currentPassword: PASSWORD, newPassword: "Banned-But-Busy-1" }),
      }),
    );
    expect(change.status).toBe(403);
  });
});

describe("forged forwarding headers", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(() => proxied.close());

  it("do not give a guesser a new address per request behind one proxy", async () => {
    let last = 0;
    for (let i = 0; i < 101; i++) {
      const res = await callAs(
        proxied,
        null,
        "POST",
        "/api/auth/sign-in/email",
        { email: `nobody${i}@riverside.example`, password: "Wrong-Guess-00" },
        { headers: { "x-forwarded-for": `203.0.113.${i}, 127.0.0.1` } },
      );
      last = res.statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
  });

  it("are not what a session records as its address", async () => {
    const email = freshEmail();
    await signedInStudent(proxied, { email, password: PASSWORD });
    const res = await callAs(
      proxied,
      null,
      "POST",
      "/api/auth/sign-in/email",
      { email, password: PASSWORD },
      // The proxy (10.30.0.1) appended the address it saw (10.30.0.9) to what the client sent.
      {
        headers: { "x-forwarded-for": "198.51.100.7, 10.30.0.9", "x-real-ip": "198.51.100.8" },
        remoteAddress: "10.30.0.1",
      },
    );
    expect(res.statusCode).toBe(200);
    const [user] = await proxied.database.db.select().from(users).where(eq(users.email, email));
    const rows = await proxied.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(rows.map((row) => row.ipAddress)).toContain("10.30.0.9");
    expect(rows.map((row) => row.ipAddress)).not.toContain("198.51.100.7");
    expect(rows.map((row) => row.ipAddress)).not.toContain("198.51.100.8");
  });
});

describe("session tokens", () => {
  it("are not handed to a cookie client: not at sign-in, not by get-session or list-sessions", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    const res = await signIn(t, { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-auth-token"]).toBeUndefined();
    expect(res.json()).not.toHaveProperty("token");
    const cookie = sessionCookie(res);
    const session = await callAs(t, cookie, "GET", "/api/auth/get-session");
    expect(session.json().session).toBeDefined();
    expect(session.json().session).not.toHaveProperty("token");
    const list = await callAs(t, cookie, "GET", "/api/auth/list-sessions");
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toMatch(/"token"/);
  });

  it("are given to a client that asks for a bearer token, signed", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    const res = await signIn(t, { email, password: PASSWORD }, { bearer: true });
    const token = String(res.headers["set-auth-token"]);
    expect(decodeURIComponent(token)).toMatch(/^[^.]+\.[^.]+$/);
    const me = await callAs(t, null, "GET", "/api/accounts/me", undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user.email).toBe(email);
  });
});
