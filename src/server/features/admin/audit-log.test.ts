// The audit log: every admin action is recorded with who, when, what and the changed fields, in the action's own
// transaction (a refused action leaves no record), and admins alone read it, newest first and paged.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../domain/admin/audit-log-schemas";
import { auditLog, users } from "../../db/schema";
import { PASSWORD, signedInAdmin, signedInStudent, signUp } from "../../testing/accounts";
import { peopleKit } from "../../testing/people";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let admin: { cookie: string; id: string; email: string };
let studentCookie: string;
let suspendedCookie: string;
let n = 0;
const freshEmail = () => `audit${++n}@riverside.example`;
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

const { call } = peopleKit(() => t, "audit");
const latest = async (): Promise<AuditEntry> =>
  (await call(admin.cookie, "GET", "/api/admin/audit-log?pageSize=1")).json().entries[0];
const recordCount = async () => (await t.database.db.select().from(auditLog)).length;

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

describe("recording admin actions", () => {
  it("records a user edit with only the changed fields, who did it and when", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD, fullName: "Priya Raman" });
    const user = await userByEmail(email);
    const before = Date.now();
    const res = await call(admin.cookie, "PATCH", `/api/admin/users/${user.id}`, {
      email,
      name: "Priya Raman-Shah",
      schoolId: t.schoolId,
      isCasStudent: true,
    });
    expect(res.statusCode).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "user.update",
      targetType: "user",
      targetId: user.id,
      targetLabel: email,
      before: { name: "Priya Raman", isCasStudent: false },
      after: { name: "Priya Raman-Shah", isCasStudent: true },
    });
    expect(Object.keys(entry.after!).sort()).toEqual(["isCasStudent", "name"]);
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("records a ban with the status, reason and end before and after", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD });
    const user = await userByEmail(email);
    const res = await call(admin.cookie, "PATCH", `/api/admin/users/${user.id}/status`, {
      status: "banned",
      reason: "Spam in messages",
      banHours: 48,
    });
    expect(res.statusCode).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({
      action: "user.status",
      targetId: user.id,
      before: { status: "active", banReason: null, bannedUntil: null },
      after: { status: "banned", banReason: "Spam in messages" },
    });
    expect(Date.parse(String(entry.after!.bannedUntil)) - Date.now()).toBeGreaterThan(47 * 3600_000);
  });

  it("records sending, deactivating and deleting a notification", async () => {
    const created = await call(admin.cookie, "POST", "/api/admin/notifications", {
      title: "Fire drill",
      message: "At 10 AM, leave by the east stairs",
      type: "warning",
    });
    const id = created.json().notification.id as string;
    expect(await latest()).toMatchObject({
      action: "notification.create",
      targetType: "notification",
      targetId: id,
      targetLabel: "Fire drill",
      before: null,
      after: { title: "Fire drill", type: "warning", isActive: true },
    });
    await call(admin.cookie, "PATCH", `/api/admin/notifications/${id}`, { isActive: false });
    expect(await latest()).toMatchObject({
      action: "notification.deactivate",
      before: { isActive: true },
      after: { isActive: false },
    });
    await call(admin.cookie, "DELETE", `/api/admin/notifications/${id}`);
    // The row is gone; the entry still names it by the title it kept.
    expect(await latest()).toMatchObject({
      action: "notification.delete",
      targetId: id,
      targetLabel: "Fire drill",
      before: { title: "Fire drill" },
      after: null,
    });
  });

  it("records teacher approvals and denials", async () => {
    for (const approve of [true, false]) {
      const email = freshEmail();
      await signUp(t, { email, password: PASSWORD }, { isTeacher: true, roomNumber: "B2" });
      const user = await userByEmail(email);
      await call(admin.cookie, "POST", `/api/admin/teacher-applications/${user.id}/decision`, { approve });
      expect(await latest()).toMatchObject({
        action: approve ? "teacher.approve" : "teacher.deny",
        targetId: user.id,
      });
      // Approval also records the role it gave; a denial changes no role.
      expect((await latest()).before).toEqual(
        approve ? { application: "pending", role: "student" } : { application: "pending" },
      );
      expect((await latest()).after).toEqual(
        approve ? { application: "approved", role: "teacher" } : { application: "denied" },
      );
    }
  });

  it("records the sign-up switch and the users export", async () => {
    await call(admin.cookie, "PUT", "/api/admin/signup-settings", { enabled: false });
    expect(await latest()).toMatchObject({
      action: "signup.toggle",
      targetType: "signup_settings",
      targetId: null,
      before: { signupEnabled: true },
      after: { signupEnabled: false },
    });
    await call(admin.cookie, "PUT", "/api/admin/signup-settings", { enabled: true });
    expect((await latest()).before).toEqual({ signupEnabled: false });

    const rows = (await t.database.db.select().from(users)).length;
    expect((await call(admin.cookie, "GET", "/api/admin/users/export")).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: "users.export", targetType: "users", after: { rows } });
  });

  it("records nothing for a refused action", async () => {
    const email = freshEmail();
    await signUp(t, { email, password: PASSWORD });
    const user = await userByEmail(email);
    const taken = freshEmail();
    await signUp(t, { email: taken, password: PASSWORD });
    const count = await recordCount();
    expect((await call(admin.cookie, "PATCH", `/api/admin/users/${user.id}`, { email: taken })).statusCode).toBe(409);
    expect(
      (await call(admin.cookie, "PATCH", `/api/admin/users/${user.id}/status`, { status: "banned" })).statusCode,
    ).toBe(400);
    expect((await call(admin.cookie, "PATCH", "/api/admin/users/nobody/status", { status: "active" })).statusCode).toBe(
      404,
    );
    expect(
      (await call(admin.cookie, "POST", "/api/admin/notifications", { title: " ", message: "x" })).statusCode,
    ).toBe(400);
    // Students are refused before anything is written.
    await call(studentCookie, "PUT", "/api/admin/signup-settings", { enabled: false });
    expect(await recordCount()).toBe(count);
  });
});

describe("listing the audit log", () => {
  it("answers 401 to anonymous visitors and 403 to students and suspended accounts", async () => {
    expect((await call(null, "GET", "/api/admin/audit-log")).statusCode).toBe(401);
    expect((await call(studentCookie, "GET", "/api/admin/audit-log")).statusCode).toBe(403);
    const suspended = await call(suspendedCookie, "GET", "/api/admin/audit-log");
    expect(suspended.statusCode).toBe(suspended.json().error.code === "account_blocked" ? 403 : 401);
    expect(JSON.stringify(suspended.json())).not.toContain("audit");
  });

  /** Every entry, walking the log by cursor a page of `pageSize` at a time. */
  async function walk(pageSize: number) {
    const seen: AuditEntry[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 1000; pages++) {
      const query = new URLSearchParams({ pageSize: String(pageSize), ...(before ? { before } : {}) });
      const res = await call(admin.cookie, "GET", `/api/admin/audit-log?${query}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { entries: AuditEntry[]; nextCursor: string | null };
      expect(page.entries.length).toBeLessThanOrEqual(pageSize);
      seen.push(...page.entries);
      if (!page.nextCursor) return seen;
      before = page.nextCursor;
    }
    throw new Error("the log never ended");
  }

  it("lists newest first a page at a time, each entry once, to the first one", async () => {
    for (const enabled of [false, true]) await call(admin.cookie, "PUT", "/api/admin/signup-settings", { enabled });
    const first = (await call(admin.cookie, "GET", "/api/admin/audit-log?pageSize=2")).json();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0].after).toEqual({ signupEnabled: true });
    expect(first.entries[1].after).toEqual({ signupEnabled: false });
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = await walk(2);
    expect(all).toHaveLength(await recordCount());
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const times = all.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("skips no entry written within one millisecond, or at the very same time", async () => {
    const base = "2020-01-01 00:00:00.123";
    const ids: string[] = [];
    for (const time of [`${base}1`, `${base}2`, `${base}2`, `${base}2`, `${base}9`]) {
      const [row] = await t.database.db
        .insert(auditLog)
        .values({
          actorEmail: admin.email,
          action: "signup.toggle",
          targetType: "settings",
          createdAt: sql`${time}::timestamptz`,
        })
        .returning({ id: auditLog.id });
      ids.push(row!.id);
    }
    const all = await walk(1);
    const oldest = all.filter((e) => ids.includes(e.id));
    expect(oldest).toHaveLength(5);
    expect(
      all
        .slice(-5)
        .map((e) => e.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it("refuses a bad cursor or page size, and changes nothing", async () => {
    const before = await recordCount();
    for (const query of [
      "before=not-a-cursor",
      `before=${btoa("2026-01-01T00:00:00Z|' or 1=1 --")}`,
      "pageSize=1000",
      "pageSize=0",
    ]) {
      expect((await call(admin.cookie, "GET", `/api/admin/audit-log?${query}`)).statusCode).toBe(400);
    }
    expect(await recordCount()).toBe(before);
  });
});
