// The account page's sessions, as a student's browser and their phone use them: the list names each device and which
// one is asking; ending another one signs it out at its next request; nobody ends someone else's; a new password
// ends every other session and keeps this one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonHeaders, PASSWORD, sessionCookie, signedInStudent, signIn } from "../../testing/accounts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";

let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

type Listed = { sessions: Array<{ id: string; userAgent: string | null; current: boolean; lastActiveAt: string }> };

/** A student signed in on a laptop (the first cookie) and again on a phone. */
async function studentOnTwoDevices() {
  const credentials = { email: `sessions${++n}@riverside.example`, password: PASSWORD };
  await signedInStudent(t, credentials);
  const signInOn = async (userAgent: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { ...jsonHeaders, "user-agent": userAgent },
      payload: credentials,
    });
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookie(res);
  };
  return { ...credentials, laptop: await signInOn(LAPTOP), phone: await signInOn(PHONE) };
}

const list = async (cookie: string) => {
  const res = await t.app.inject({ method: "GET", url: "/api/accounts/sessions", headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Listed).sessions;
};
const end = (cookie: string, id: string) =>
  t.app.inject({ method: "DELETE", url: `/api/accounts/sessions/${id}`, headers: { origin: TEST_ORIGIN, cookie } });
const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/accounts/me", headers: { cookie } });

describe("my sessions", () => {
  it("lists every device signed in, this one first, and ends another one: its next request is signed out", async () => {
    const student = await studentOnTwoDevices();
    const seen = await list(student.laptop);
    // The first sign-in of signedInStudent, the laptop and the phone.
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({ current: true, userAgent: LAPTOP });
    expect(seen.filter((s) => s.current)).toHaveLength(1);
    const phone = seen.find((s) => s.userAgent === PHONE)!;
    expect(Date.parse(phone.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);

    const ended = await end(student.laptop, phone.id);
    expect(ended.statusCode, ended.body).toBe(204);
    expect((await me(student.phone)).statusCode).toBe(401);
    expect((await me(student.laptop)).statusCode).toBe(200);
    expect((await list(student.laptop)).map((s) => s.id)).not.toContain(phone.id);

    const again = await end(student.laptop, phone.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe("session_not_found");
  });

  it("refuses to end the session asking (Sign Out does that)", async () => {
    const student = await studentOnTwoDevices();
    const current = (await list(student.laptop)).find((s) => s.current)!;
    const res = await end(student.laptop, current.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("current_session");
    expect((await me(student.laptop)).statusCode).toBe(200);
  });

  it("never lists or ends someone else's session", async () => {
    const owner = await studentOnTwoDevices();
    const stranger = await studentOnTwoDevices();
    const ownerPhone = (await list(owner.laptop)).find((s) => s.userAgent === PHONE)!;
    expect((await list(stranger.laptop)).map((s) => s.id)).not.toContain(ownerPhone.id);

    const res = await end(stranger.laptop, ownerPhone.id);
    expect(res.statusCode).toBe(404);
    expect((await me(owner.phone)).statusCode).toBe(200);
  });

  it("asks who is signed in", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/accounts/sessions" })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/accounts/sessions/abc",
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });

  it("ends every other session with a new password, and keeps this one", async () => {
    const student = await studentOnTwoDevices();
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { ...jsonHeaders, cookie: student.laptop },
      payload: { currentPassword: PASSWORD, newPassword: "Quiet-Harbor-2027", revokeOtherSessions: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const laptop = sessionCookie(changed);
    expect((await me(student.phone)).statusCode).toBe(401);
    expect(await list(laptop)).toEqual([expect.objectContaining({ current: true })]);
    expect((await signIn(t, { email: student.email, password: "Quiet-Harbor-2027" })).statusCode).toBe(200);
  });

  it("ends every other session at once, and keeps this one", async () => {
    const student = await studentOnTwoDevices();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/revoke-other-sessions",
      headers: { ...jsonHeaders, cookie: student.laptop },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(student.phone)).statusCode).toBe(401);
    expect(await list(student.laptop)).toEqual([expect.objectContaining({ current: true })]);
  });
});
