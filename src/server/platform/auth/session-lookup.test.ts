import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { confirmEmail, nextRemoteAddress, PASSWORD, signedInStudent, signIn, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";

const DAY = 24 * 3600_000;
let t: TestApp;
let n = 0;
const freshEmail = () => `lookup${++n}@riverside.example`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/accounts/me", headers });

async function sessionOf(email: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
  return session!;
}

/** Signs in and returns the bearer token the iOS app receives. */
async function bearerFor(email: string) {
  await signUp(t, { email, password: PASSWORD });
  await confirmEmail(t, email);
  const res = await signIn(t, { email, password: PASSWORD }, { bearer: true });
  return String(res.headers["set-auth-token"]);
}

describe("finding the session of a request", () => {
  it("refuses a session cookie whose signature was tampered with", async () => {
    const cookie = await signedInStudent(t, { email: freshEmail(), password: PASSWORD });
    expect((await me({ cookie })).statusCode).toBe(200);
    const [name, value] = cookie.split("=") as [string, string];
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf("."));
    const forged = `${token}.${Buffer.alloc(32, 7).toString("base64")}`;
    expect((await me({ cookie: `${name}=${encodeURIComponent(forged)}` })).statusCode).toBe(401);
    expect((await me({ cookie: `${name}=${encodeURIComponent(token)}` })).statusCode).toBe(401);
  });

  it("accepts the bearer token as issued, and refuses the bare session token without its signature", async () => {
    const email = freshEmail();
    const bearer = await bearerFor(email);
    expect((await me({ authorization: `Bearer ${bearer}` })).json().user.email).toBe(email);
    const bare = decodeURIComponent(bearer).split(".")[0]!;
    expect((await me({ authorization: `Bearer ${bare}` })).statusCode).toBe(401);
    // better-auth's own endpoints hold to the same rule.
    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { authorization: `Bearer ${bare}` },
    });
    expect(session.json()).toBeNull();
  });

  it("refuses a bearer token with a wrong signature", async () => {
    const bearer = await bearerFor(freshEmail());
    const token = decodeURIComponent(bearer).split(".")[0]!;
    const res = await me({ authorization: `Bearer ${token}.${Buffer.alloc(32, 1).toString("base64url")}` });
    expect(res.statusCode).toBe(401);
  });

  it("extends a session used a day after it was last extended, and keeps it working", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const session = await sessionOf(email);
    // As if last used two days ago: 5 days left of the 7-day idle timeout.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(sessions.id, session.id));
    const res = await me({ cookie });
    expect(res.statusCode).toBe(200);
    const extended = await sessionOf(email);
    expect(extended.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
    // The browser gets its cookie again, with the idle timeout as its lifetime, as better-auth sends it.
    const name = cookie.slice(0, cookie.indexOf("="));
    const value = cookie.slice(cookie.indexOf("=") + 1);
    const refreshed = res.cookies.find((c) => c.name === name);
    expect(refreshed).toMatchObject({ value: decodeURIComponent(value), maxAge: 7 * 24 * 3600, httpOnly: true });
    expect(refreshed?.sameSite?.toLowerCase()).toBe("lax");
    expect((await me({ cookie: `${name}=${encodeURIComponent(refreshed!.value)}` })).statusCode).toBe(200);
    // Extended once: the next request finds nothing to do and sends no cookie.
    expect((await me({ cookie })).cookies).toEqual([]);
    expect((await sessionOf(email)).expiresAt).toEqual(extended.expiresAt);
  });

  it("extends once when the dashboard's requests arrive together, and extends the iOS app's session too", async () => {
    const email = freshEmail();
    const bearer = await bearerFor(email);
    const session = await sessionOf(email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3 * DAY) })
      .where(eq(sessions.id, session.id));
    const answers = await Promise.all(Array.from({ length: 5 }, () => me({ authorization: `Bearer ${bearer}` })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.flatMap((a) => a.cookies)).toEqual([]);
    expect((await sessionOf(email)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
  });

  it("ends a session unused for the idle timeout: no request in 7 days", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    // Signed in with 7 days to go: better-auth's own lifetime is the idle timeout, not 30 days.
    const fresh = await sessionOf(email);
    expect(fresh.expiresAt.getTime()).toBeLessThan(Date.now() + 7 * DAY + 60_000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), updatedAt: new Date(Date.now() - 7 * DAY) })
      .where(eq(sessions.id, fresh.id));
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it("never extends a session past 30 days after its sign-in, and ends it then however much it is used", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const session = await sessionOf(email);
    // Signed in 28 days ago and used every day since: the next extension stops at day 30, not day 35.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 28 * DAY), expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(sessions.id, session.id));
    const res = await me({ cookie });
    expect(res.statusCode).toBe(200);
    const capped = (await sessionOf(email)).expiresAt.getTime();
    expect(capped).toBeLessThanOrEqual(Date.now() + 2 * DAY + 60_000);
    expect(capped).toBeGreaterThan(Date.now() + 2 * DAY - 60_000);
    const name = cookie.slice(0, cookie.indexOf("="));
    expect(res.cookies.find((c) => c.name === name)?.maxAge).toBeLessThanOrEqual(2 * 24 * 3600);

    // A session from before the limit existed, extended past it: over at the next request, and removed.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * DAY), expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(sessions.id, session.id));
    expect((await me({ cookie })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it("does not extend a session it refuses", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const session = await sessionOf(email);
    const soon = new Date(Date.now() + 3 * DAY);
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.id, session.id));
    await t.database.db.update(users).set({ status: "suspended", banReason: "Spam" }).where(eq(users.email, email));
    const res = await me({ cookie });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.filter((c) => c.maxAge && c.maxAge > 0)).toEqual([]);
  });

  it("refuses an expired session and removes it", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const session = await sessionOf(email);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    expect((await me({ cookie })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
  });

  it("sees a ban at the very next request, however recently the cookie was checked", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    for (let i = 0; i < 3; i++) expect((await me({ cookie })).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: "suspended", banReason: "Spam" }).where(eq(users.email, email));
    const res = await me({ cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("account_blocked");
  });

  it("sees a sign-out at the very next request", async () => {
    const cookie = await signedInStudent(t, { email: freshEmail(), password: PASSWORD });
    expect((await me({ cookie })).statusCode).toBe(200);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie },
      remoteAddress: nextRemoteAddress(),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me({ cookie })).statusCode).toBe(401);
  });
});
