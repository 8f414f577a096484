// Answers that belong to someone are never kept by a cache (issue 34, finding 9; ASVS 14.3.2): only a few routes set
// Cache-Control, so a signed-in student's schedule, messages or session could sit in a shared proxy's or the
// browser's cache. One hook (platform/http/security-headers.ts) makes them no-store; routes that mean to be cached say so.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, signedInStudent, signIn } from "../accounts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";

let t: TestApp;
let cookie: string;
const email = "cached@riverside.example";
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signedInStudent(t, { email, password: PASSWORD });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: "GET", url, headers });

describe("an answer to a signed-in request", () => {
  it.each([
    "/api/accounts/me",
    "/api/accounts/session",
    "/api/auth/get-session",
    "/api/auth/list-sessions",
    "/api/schedule/today",
    "/api/schedule/settings",
    "/api/messages/conversations",
    "/api/notifications/active",
    "/api/friends",
    "/api/admin/users",
    "/api/no-such-route",
  ])("is no-store: GET %s", async (url) => {
    const res = await get(url);
    expect(res.headers["cache-control"], `${url} (${res.statusCode})`).toBe("no-store");
  });

  it("is no-store with a bearer token too, and when it signs someone in", async () => {
    const bearer = await signIn(t, { email, password: PASSWORD }, { bearer: true });
    expect(bearer.headers["cache-control"]).toBe("no-store");
    const token = String(bearer.headers["set-auth-token"]);
    const me = await get("/api/accounts/me", { authorization: `Bearer ${token}` });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");
  });

  it("keeps the caching a route chose: the calendar feed, whose address is the credential", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/schedule/calendar-feed",
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(created.headers["cache-control"]).toBe("no-store");
    const feed = new URL(created.json().url as string).pathname;
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const res = await get(feed, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, max-age=300");
    }
  });

  it("leaves an anonymous answer to the route", async () => {
    expect((await get("/api/health", {})).headers["cache-control"]).toBeUndefined();
  });
});
