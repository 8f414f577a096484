// The console stays live: registrations, teacher applications, messages and admin actions reach every open console
// through the `admin` topic, and moderation ends the moderated student's sessions and sockets at once.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { jsonHeaders, PASSWORD, signedInAdmin, signedInStudent, signUp } from "../../testing/accounts";
import { openSocket, type TestSocket } from "../../testing/sockets";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";

let t: TestApp;
let baseUrl: string;
let admin: { cookie: string; id: string };
let console_: TestSocket;
let n = 0;
const freshEmail = () => `live${++n}@riverside.example`;
const adminEvent = (event: string) => (f: Record<string, unknown>) =>
  f.type === "event" && f.topic === "admin" && f.event === event;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  admin = await signedInAdmin(t);
  console_ = await openSocket(baseUrl, { cookie: admin.cookie, origin: TEST_ORIGIN });
  expect(await console_.subscribe("admin")).toMatchObject({ type: "subscribed" });
});
afterAll(async () => {
  console_.socket.close();
  await t.close();
});

describe("live statistics", () => {
  it("tells open consoles when a user registers", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const event = await console_.next(
      (f) => adminEvent("users-changed")(f) && (f.data as { userId: string }).userId === user!.id,
    );
    expect(event).toBeTruthy();
  });

  it("tells open consoles when a teacher application arrives", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD }, { isTeacher: true, roomNumber: "A7" });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await console_.next((f) => adminEvent("users-changed")(f) && (f.data as { userId: string }).userId === user!.id);
    const pending = await t.app.inject({
      method: "GET",
      url: "/api/admin/teacher-applications",
      headers: { cookie: admin.cookie },
    });
    expect(pending.json().applications).toContainEqual(expect.objectContaining({ userId: user!.id }));
  });

  it("tells open consoles when a message is sent, without its text", async () => {
    const cookie = await signedInStudent(t, { email: freshEmail(), password: PASSWORD });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { ...jsonHeaders, cookie },
      payload: { recipientId: admin.id, content: "private words" },
    });
    expect(res.statusCode).toBe(201);
    const event = await console_.next(adminEvent("activity-changed"));
    expect(JSON.stringify(event)).not.toContain("private words");
  });

  it("tells open consoles when an admin action is recorded", async () => {
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/signup-settings",
      headers: { ...jsonHeaders, cookie: admin.cookie },
      payload: { enabled: true },
    });
    expect(await console_.next(adminEvent("audit-recorded"))).toMatchObject({ data: { action: "signup.toggle" } });
  });
});

describe("moderation", () => {
  it("revokes the student's sessions and closes their open sockets", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const page = await openSocket(baseUrl, { cookie, origin: TEST_ORIGIN });
    expect(await page.subscribe(`user:${user!.id}`)).toMatchObject({ type: "subscribed" });

    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${user!.id}/status`,
      headers: { ...jsonHeaders, cookie: admin.cookie },
      payload: { status: "suspended", reason: "Cheating in Jenga" },
    });
    expect(res.statusCode).toBe(200);
    expect((await page.closed).code).toBeGreaterThanOrEqual(1000);
    const me = await t.app.inject({ method: "GET", url: "/api/accounts/me", headers: { cookie } });
    expect(me.statusCode).toBe(403);
    expect(me.json().error).toMatchObject({ code: "account_blocked", message: "Your account has been suspended." });
  });
});
