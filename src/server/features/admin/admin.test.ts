import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_COLUMNS } from "../../../domain/admin/admin-schemas";
import { teacherApplications, users } from "../../db/schema";
import { jsonHeaders, signedInAdmin, signedInStudent, signUp } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";

const PASSWORD = "Maple-Syrup-42";
let t: TestApp;
let admin: { cookie: string; id: string };
let studentCookie: string;
let suspendedCookie: string;
let n = 0;
const freshEmail = () => `adm${++n}@riverside.example`;
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  studentCookie = await signedInStudent(t, { email: freshEmail(), password: PASSWORD });
  const suspendedEmail = freshEmail();
  suspendedCookie = await signedInStudent(t, { email: suspendedEmail, password: PASSWORD });
  await t.database.db
    .update(users)
    .set({ status: "suspended", banReason: "Test" })
    .where(eq(users.email, suspendedEmail));
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...jsonHeaders, cookie }, ...(payload ? { payload } : {}) });

describe("every admin endpoint refuses everyone but admins", () => {
  const endpoints: [method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object][] = [
    ["GET", "/api/admin/stats"],
    ["GET", "/api/admin/activity"],
    ["GET", "/api/admin/users"],
    ["PATCH", "/api/admin/users/someone", { email: "x@example.org" }],
    ["GET", "/api/admin/teacher-applications"],
    ["POST", "/api/admin/teacher-applications/someone/decision", { approve: true }],
    ["PUT", "/api/admin/signup-settings", { enabled: false }],
    ["GET", "/api/admin/users/export"],
    ["GET", "/api/admin/notifications"],
    ["PATCH", "/api/admin/users/someone/status", { status: "active" }],
  ];
  it.each(endpoints)("%s %s: 401 anonymous, 403 student, 403 suspended", async (method, url, payload) => {
    expect((await call(method, url, "", payload)).statusCode).toBe(401);
    expect((await call(method, url, studentCookie, payload)).statusCode).toBe(403);
    const suspended = await call(method, url, suspendedCookie, payload);
    expect(suspended.statusCode).toBe(suspended.json().error.code === "account_blocked" ? 403 : 401);
  });
});

describe("statistics and activity", () => {
  it("counts users by status and recency", async () => {
    const stats = (await call("GET", "/api/admin/stats", admin.cookie)).json();
    const all = await t.database.db.select().from(users);
    expect(stats.totalUsers).toBe(all.length);
    expect(stats.suspendedUsers).toBe(all.filter((u) => u.status === "suspended").length);
    expect(stats.newUsersToday).toBe(all.length);
    expect(stats.totalGames).toBe(0);
  });

  it("lists registrations and messages newest first, without message texts", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    await call("POST", "/api/messages", cookie, { recipientId: admin.id, content: "secret text" });
    const activity = (await call("GET", "/api/admin/activity", admin.cookie)).json().activity;
    expect(activity[0]).toMatchObject({ activityType: "message_sent", userEmail: email });
    expect(
      activity.some(
        (a: { activityType: string; userEmail: string }) =>
          a.activityType === "user_registration" && a.userEmail === email,
      ),
    ).toBe(true);
    expect(JSON.stringify(activity)).not.toContain("secret text");
    const times = activity.map((a: { createdAt: string }) => Date.parse(a.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("the user list", () => {
  it("searches by email or name, filters by status and pages", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD, fullName: "Zelda Quintero" });
    const byName = (await call("GET", "/api/admin/users?search=quinter", admin.cookie)).json();
    expect(byName.users.map((u: { email: string }) => u.email)).toEqual([email]);
    const suspended = (await call("GET", "/api/admin/users?status=suspended", admin.cookie)).json();
    expect(suspended.users.every((u: { status: string }) => u.status === "suspended")).toBe(true);
    const page = (await call("GET", "/api/admin/users?pageSize=2&page=1&sort=email", admin.cookie)).json();
    expect(page.users).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const emails = page.users.map((u: { email: string }) => u.email);
    expect([...emails].sort()).toEqual(emails);
  });

  it("refuses a bad filter", async () => {
    expect((await call("GET", "/api/admin/users?status=deleted", admin.cookie)).statusCode).toBe(400);
  });
});

describe("editing a user", () => {
  it("changes email, name, school and CAS flag, sending empty optional fields as null", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD, fullName: "Old Name" });
    const user = await userByEmail(email);
    const newEmail = freshEmail();
    const res = await call("PATCH", `/api/admin/users/${user.id}`, admin.cookie, {
      email: newEmail.toUpperCase(),
      name: "New Name",
      schoolId: null,
      isCasStudent: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: newEmail, name: "New Name", schoolId: null, isCasStudent: true });
  });

  it("requires a valid email and refuses one already in use, changing nothing", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD });
    const user = await userByEmail(email);
    expect(
      (await call("PATCH", `/api/admin/users/${user.id}`, admin.cookie, { email: "" })).json().error.message,
    ).toContain("Email is required");
    expect((await call("PATCH", `/api/admin/users/${user.id}`, admin.cookie, { email: "nope" })).statusCode).toBe(400);
    const other = freshEmail();
    await signUp(t, { email: other, password: PASSWORD });
    expect((await call("PATCH", `/api/admin/users/${user.id}`, admin.cookie, { email: other })).statusCode).toBe(409);
    expect((await userByEmail(email)).email).toBe(email);
  });
});

describe("teacher applications", () => {
  it("approves one, making the account a teacher, and only once", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD, fullName: "Mr. Okafor" }, { isTeacher: true, roomNumber: "C4" });
    const user = await userByEmail(email);
    const pending = (await call("GET", "/api/admin/teacher-applications", admin.cookie)).json().applications;
    expect(pending).toContainEqual(expect.objectContaining({ userId: user.id, roomNumber: "C4", status: "pending" }));
    const decide = () =>
      call("POST", `/api/admin/teacher-applications/${user.id}/decision`, admin.cookie, { approve: true });
    expect((await decide()).json().status).toBe("approved");
    expect((await userByEmail(email)).role).toBe("teacher");
    expect((await decide()).statusCode).toBe(404);
  });

  it("denies one, leaving the account a student", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD }, { isTeacher: true, roomNumber: "D1" });
    const user = await userByEmail(email);
    await call("POST", `/api/admin/teacher-applications/${user.id}/decision`, admin.cookie, { approve: false });
    expect((await userByEmail(email)).role).toBe("student");
    const [application] = await t.database.db
      .select()
      .from(teacherApplications)
      .where(eq(teacherApplications.userId, user.id));
    expect(application?.status).toBe("denied");
  });
});

describe("sign-up control", () => {
  it("switches sign-up off and on", async () => {
    expect((await call("PUT", "/api/admin/signup-settings", admin.cookie, { enabled: false })).json()).toEqual({
      enabled: false,
    });
    expect((await signUp(t, { email: freshEmail(), password: PASSWORD })).statusCode).toBe(403);
    await call("PUT", "/api/admin/signup-settings", admin.cookie, { enabled: true });
    expect((await signUp(t, { email: freshEmail(), password: PASSWORD })).statusCode).toBe(200);
  });
});

describe("the users export", () => {
  it("is a dated CSV that an independent parser reads back, with formula cells neutralised", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD, fullName: '=HYPERLINK("http://evil.example","click"), "quoted"' });
    const res = await call("GET", "/api/admin/users/export", admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(res.body) as string[][];
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    const row = rows.find((r) => r[0] === email)!;
    expect(row[1]).toBe(`'=HYPERLINK("http://evil.example","click"), "quoted"`);
    expect(row[3]).toBe("active");
    expect(row[5]).toBe("No");
    expect(rows).toHaveLength((await t.database.db.select().from(users)).length + 1);
  });
});
