// A native client, as an integrator builds one: Node's fetch (undici: `sec-fetch-mode: cors`, no Origin, no cookie)
// over a real socket, keeping its session as a bearer token. Issue 35, items 5 to 7.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmEmail, PASSWORD, signedInStudent, signUp } from "../../testing/accounts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";
import { rawRequest } from "../../testing/raw-http";

let t: TestApp;
let baseUrl: string;
let cookie: string;
const student = { email: "native.client@riverside.example", password: PASSWORD };

beforeAll(async () => {
  t = await createTestApp();
  expect((await signUp(t, student)).statusCode).toBe(200);
  await confirmEmail(t, student.email);
  cookie = await signedInStudent(t, { email: "web.client@riverside.example", password: PASSWORD });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

const json = { "content-type": "application/json" };
const entry = { className: "Chemistry", startTime: "09:00", endTime: "09:50", daysOfWeek: ["Monday"] };

async function nativeSignIn() {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { ...json, "x-session-transport": "bearer" },
    body: JSON.stringify(student),
  });
  return { res, body: (await res.json()) as { token?: string; error?: { code: string } } };
}

describe("a native client on Node's fetch", () => {
  it("signs in without an Origin header", async () => {
    const { res, body } = await nativeSignIn();
    expect(res.status, JSON.stringify(body)).toBe(200);
  });

  it("gets one token, the one that works, in the header and the body", async () => {
    const { res, body } = await nativeSignIn();
    const header = decodeURIComponent(res.headers.get("set-auth-token") ?? "");
    expect(body.token).toBe(header);
    const me = await fetch(`${baseUrl}/api/accounts/me`, { headers: { authorization: `Bearer ${body.token}` } });
    expect(me.status).toBe(200);
  });

  it("writes with its token whatever fetch metadata its library adds, and signs out", async () => {
    const { body } = await nativeSignIn();
    const authorization = `Bearer ${body.token}`;
    for (const site of ["cross-site", "same-site", "none"]) {
      const res = await rawRequest(baseUrl, {
        method: "POST",
        path: "/api/schedule/entries",
        headers: { authorization, "sec-fetch-site": site, "sec-fetch-mode": "cors" },
        body: entry,
      });
      expect(res.status, `${site}: ${res.body}`).toBe(201);
    }
    const out = await fetch(`${baseUrl}/api/auth/sign-out`, { method: "POST", headers: { authorization } });
    expect(out.status).toBe(200);
    const after = await fetch(`${baseUrl}/api/accounts/me`, { headers: { authorization } });
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe("session_expired");
  });

  it("names its own sessions with the tokens list-sessions gives, and ends one", async () => {
    const first = (await nativeSignIn()).body.token!;
    const second = (await nativeSignIn()).body.token!;
    const headers = { ...json, authorization: `Bearer ${first}`, "x-session-transport": "bearer" };
    const list = (await (await fetch(`${baseUrl}/api/auth/list-sessions`, { headers })).json()) as { token: string }[];
    expect(list.map((s) => s.token)).toContain(second);
    const revoke = await fetch(`${baseUrl}/api/auth/revoke-session`, {
      method: "POST",
      headers,
      body: JSON.stringify({ token: second }),
    });
    expect(revoke.status).toBe(200);
    const me = await fetch(`${baseUrl}/api/accounts/me`, { headers: { authorization: `Bearer ${second}` } });
    expect(me.status).toBe(401);
  });
});

describe("the cross-site check, for cookie sessions", () => {
  it("still refuses a cookie write from another site, whatever else the request carries", async () => {
    const extras: Record<string, string>[] = [{}, { "x-session-transport": "bearer" }, { authorization: "Bearer x.y" }];
    for (const extra of extras) {
      const res = await rawRequest(baseUrl, {
        method: "POST",
        path: "/api/schedule/entries",
        headers: { cookie, "sec-fetch-site": "cross-site", ...extra },
        body: entry,
      });
      expect(res.status, res.body).toBe(403);
      expect(JSON.parse(res.body).error.code).toBe("forbidden_origin");
    }
  });

  it("still refuses a sign-in from a page of another site, which sends no custom header", async () => {
    const res = await rawRequest(baseUrl, {
      method: "POST",
      path: "/api/auth/sign-in/email",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: student,
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).error.code).toBe("forbidden_origin");
  });

  it("keeps the web app's words for a browser that is not signed in", async () => {
    const res = await rawRequest(baseUrl, { path: "/api/accounts/me", headers: { origin: TEST_ORIGIN } });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).error).toEqual({ code: "unauthorized", message: "Please log in to access this page" });
  });
});

describe("a bearer token that finds no session", () => {
  const codeFor = async (authorization: string) => {
    const res = await rawRequest(baseUrl, { path: "/api/schedule/today", headers: { authorization } });
    expect(res.status, authorization).toBe(401);
    return JSON.parse(res.body).error.code as string;
  };

  it("is told whether the header, the token or the session is wrong", async () => {
    const { token } = (await nativeSignIn()).body;
    const bare = token!.split(".")[0]!;
    expect(await codeFor(`Token ${token}`)).toBe("invalid_authorization");
    expect(await codeFor(`Bearer ${bare}`)).toBe("invalid_token");
    expect(await codeFor(`Bearer ${bare}.${"A".repeat(43)}=`)).toBe("invalid_token");
  });

  it("never gets the web page's words, whatever it sends", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ minLength: 1, maxLength: 60 }),
          fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
          fc.base64String({ minLength: 4, maxLength: 44 }).map((s) => `Bearer tok.${s}`),
        ),
        async (value) => {
          const header = value.replace(/[^\x21-\x7e ]/g, "x").trim() || "x";
          const code = await codeFor(header);
          expect(["invalid_authorization", "invalid_token", "session_expired"]).toContain(code);
        },
      ),
      { numRuns: 40 },
    );
  });
});
