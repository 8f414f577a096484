import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_COLUMNS } from "../../../domain/admin/admin-schemas";
import { teacherApplications, users } from "../../db/schema";
import { PASSWORD, signedInAdmin, signedInStudent, signUp } from "../../testing/accounts";
import { type Method, peopleKit } from "../../testing/people";
import { createTestApp, type TestApp } from "../../testing/test-app";

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

const { call } = peopleKit(() => t, "adm");

describe("every admin endpoint refuses everyone but admins", () => {
  const unknownNotification = "00000000-0000-4000-8000-000000000000";
  // The last column is what an admin gets: the endpoint works (ids that do not exist answer 404).
  const endpoints: [method: Method, url: string, payload: object | undefined, adminStatus: number][] = [
    ["GET", "/api/admin/stats", undefined, 200],
    ["GET", "/api/admin/activity", undefined, 200],
    ["GET", "/api/admin/users", undefined, 200],
    ["PATCH", "/api/admin/users/someone", { email: "x@example.org" }, 404],
    ["GET", "/api/admin/users/someone/schedule", undefined, 404],
    ["GET", "/api/admin/teacher-applications", undefined, 200],
    ["POST", "/api/admin/teacher-applications/someone/decision", { approve: true }, 404],
    ["PUT", "/api/admin/signup-settings", { enabled: true }, 200],
    ["GET", "/api/admin/users/export", undefined, 200],
    ["GET", "/api/admin/notifications", undefined, 200],
    ["POST", "/api/admin/notifications", { title: "Role check", message: "Sent by the role test" }, 201],
    ["PATCH", `/api/admin/notifications/${unknownNotification}`, { isActive: false }, 404],
    ["DELETE", `/api/admin/notifications/${unknownNotification}`, undefined, 404],
    ["PATCH", "/api/admin/users/someone/status", { status: "active" }, 404],
    ["GET", "/api/admin/audit-log", undefined, 200],
  ];
  it.each(endpoints)("%s %s: 401 anonymous, 403 student, 403 suspended", async (method, url, payload) => {
    expect((await call(null, method, url, payload)).statusCode).toBe(401);
    expect((await call(studentCookie, method, url, payload)).statusCode).toBe(403);
    const suspended = await call(suspendedCookie, method, url, payload);
    expect(suspended.statusCode).toBe(suspended.json().error.code === "account_blocked" ? 403 : 401);
  });
  it.each(endpoints)("%s %s: an admin is let through", async (method, url, payload, adminStatus) => {
    expect((await call(admin.cookie, method, url, payload)).statusCode).toBe(adminStatus);
  });
});

describe("statistics and activity", () => {
  it("counts users by status and recency", async () => {
    const stats = (await call(admin.cookie, "GET", "/api/admin/stats")).json();
    const all = await t.database.db.select().from(users);
    expect(stats.totalUsers).toBe(all.length);
    expect(stats.suspendedUsers).toBe(all.filter((u) => u.status === "suspended").length);
    expect(stats.newUsersToday).toBe(all.length);
    expect(stats.totalGames).toBe(0);
  });

  it("lists registrations and messages newest first, without message texts", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    await call(cookie, "POST", "/api/messages", { recipientId: admin.id, content: "secret text" });
    const activity = (await call(admin.cookie, "GET", "/api/admin/activity")).json().activity;
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
    const byName = (await call(admin.cookie, "GET", "/api/admin/users?search=quinter")).json();
    expect(byName.users.map((u: { email: string }) => u.email)).toEqual([email]);
    const suspended = (await call(admin.cookie, "GET", "/api/admin/users?status=suspended")).json();
    expect(suspended.users.every((u: { status: string }) => u.status === "suspended")).toBe(true);
    const page = (await call(admin.cookie, "GET", "/api/admin/users?pageSize=2&page=1&sort=email")).json();
    expect(page.users).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const emails = page.users.map((u: { email: string }) => u.email);
    expect([...emails].sort()).toEqual(emails);
  });

  it("pages hold the same users in the same order as one long page, for every sort, to a short last page", async () => {
    for (let i = 0; i < 4; i++) await signUp(t, { email: freshEmail(), password: PASSWORD, fullName: "Same Name" });
    for (const sort of ["created_at", "email", "name", "status"]) {
      const whole = (await call(admin.cookie, "GET", `/api/admin/users?sort=${sort}&pageSize=200`)).json();
      const ids = whole.users.map((u: { id: string }) => u.id);
      expect(ids.length).toBe(whole.total);
      const paged: string[] = [];
      const pages = Math.ceil(whole.total / 3);
      for (let page = 1; page <= pages + 1; page++) {
        const res = (await call(admin.cookie, "GET", `/api/admin/users?sort=${sort}&pageSize=3&page=${page}`)).json();
        expect(res.total).toBe(whole.total);
        expect(res.users.length).toBe(page <= pages ? Math.min(3, whole.total - (page - 1) * 3) : 0);
        paged.push(...res.users.map((u: { id: string }) => u.id));
      }
      expect(paged, sort).toEqual(ids);
    }
  });

  it("refuses a bad filter", async () => {
    expect((await call(admin.cookie, "GET", "/api/admin/users?status=deleted")).statusCode).toBe(400);
  });
});

describe("editing a user", () => {
  it("changes email, name, school and CAS flag, sending empty optional fields as null", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD, fullName: "Old Name" });
    const user = await userByEmail(email);
    const newEmail = freshEmail();
    const res = await call(admin.cookie, "PATCH", `/api/admin/users/${user.id}`, {
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
      (await call(admin.cookie, "PATCH", `/api/admin/users/${user.id}`, { email: "" })).json().error.message,
    ).toContain("Email is required");
    expect((await call(admin.cookie, "PATCH", `/api/admin/users/${user.id}`, { email: "nope" })).statusCode).toBe(400);
    const other = freshEmail();
    await signUp(t, { email: other, password: PASSWORD });
    expect((await call(admin.cookie, "PATCH", `/api/admin/users/${user.id}`, { email: other })).statusCode).toBe(409);
    expect((await userByEmail(email)).email).toBe(email);
  });

  it("may leave the name out, but refuses to empty it (decision 039), changing nothing", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD, fullName: "Kept Name" });
    const user = await userByEmail(email);
    const blank = await call(admin.cookie, "PATCH", `/api/admin/users/${user.id}`, { email, name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain("Full name is required");
    const left = await call(admin.cookie, "PATCH", `/api/admin/users/${user.id}`, { email, name: null });
    expect(left.statusCode).toBe(200);
    expect((await userByEmail(email)).name).toBe("Kept Name");
  });
});

describe("teacher applications", () => {
  it("approves one, making the account a teacher, and only once", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD, fullName: "Mr. Okafor" }, { isTeacher: true, roomNumber: "C4" });
    const user = await userByEmail(email);
    const pending = (await call(admin.cookie, "GET", "/api/admin/teacher-applications")).json().applications;
    expect(pending).toContainEqual(expect.objectContaining({ userId: user.id, roomNumber: "C4", status: "pending" }));
    const decide = () =>
      call(admin.cookie, "POST", `/api/admin/teacher-applications/${user.id}/decision`, { approve: true });
    expect((await decide()).json().status).toBe("approved");
    expect((await userByEmail(email)).role).toBe("teacher");
    expect((await decide()).statusCode).toBe(404);
  });

  it("denies one, leaving the account a student", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD }, { isTeacher: true, roomNumber: "D1" });
    const user = await userByEmail(email);
    await call(admin.cookie, "POST", `/api/admin/teacher-applications/${user.id}/decision`, { approve: false });
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
    expect((await call(admin.cookie, "PUT", "/api/admin/signup-settings", { enabled: false })).json()).toEqual({
      enabled: false,
    });
    expect((await signUp(t, { email: freshEmail(), password: PASSWORD })).statusCode).toBe(403);
    await call(admin.cookie, "PUT", "/api/admin/signup-settings", { enabled: true });
    expect((await signUp(t, { email: freshEmail(), password: PASSWORD })).statusCode).toBe(200);
  });
});

describe("the users export", () => {
  it("is a dated CSV that an independent parser reads back, with formula cells neutralised", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD, fullName: '=HYPERLINK("http://evil.example","click"), "quoted"' });
    const res = await call(admin.cookie, "GET", "/api/admin/users/export");
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

  it("neutralises every formula prefix and quotes commas, quotes and line breaks (RFC 4180)", async () => {
    const names = {
      plus: "+1+2",
      minus: "-2+3",
      at: "@SUM(A1:A2)",
      tab: "\tTabbed",
      cr: "\rReturned",
      quoting: 'Line one\r\nLine "two", with a comma',
      plain: "Ana María Núñez",
    };
    const emails: Record<string, string> = {};
    for (const [key, name] of Object.entries(names)) {
      const email = freshEmail();
      await signUp(t, { email, password: PASSWORD });
      await t.database.db.update(users).set({ name }).where(eq(users.email, email));
      emails[key] = email;
    }
    const res = await call(admin.cookie, "GET", "/api/admin/users/export");
    expect(res.body.split("\r\n")[0]).toBe(EXPORT_COLUMNS.join(","));
    const rows = parse(res.body, { relax_column_count: false }) as string[][];
    const nameOf = (key: keyof typeof names) => rows.find((r) => r[0] === emails[key])![1];
    for (const key of ["plus", "minus", "at", "tab", "cr"] as const) expect(nameOf(key)).toBe(`'${names[key]}`);
    expect(nameOf("quoting")).toBe(names.quoting);
    expect(nameOf("plain")).toBe(names.plain);
    expect(rows.every((r) => r.length === EXPORT_COLUMNS.length)).toBe(true);
  });
});
