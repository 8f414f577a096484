// The admin console's demo content: notifications sent by the admin (and audited), conversations between the demo
// students and the admin, a pending teacher application; a second run adds nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../../db/demo-people";
import { auditLog, conversationSummaries, messages, notifications, teacherApplications, users } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { jsonHeaders, signedInAdmin, signIn } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { DEMO_TEACHER } from "./seed-admin";

let t: TestApp;
let admin: { cookie: string; id: string; email: string };
const log = { info: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  await seedDemoData(t.database.db, log as never, { fileStore: t.app.fileStore });
});
afterAll(() => t.close());

describe("the admin console's demo content", () => {
  it("shows two active notifications, each recorded as sent by the admin", async () => {
    const active = (await t.app.inject({ method: "GET", url: "/api/notifications/active" })).json().notifications;
    expect(active.map((n: { title: string }) => n.title).sort()).toEqual([
      "Fire drill on Thursday",
      "Welcome to Cohort",
    ]);
    const audit = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/audit-log",
        headers: { ...jsonHeaders, cookie: admin.cookie },
      })
    ).json().entries;
    expect(audit).toHaveLength(2);
    for (const entry of audit) expect(entry).toMatchObject({ action: "notification.create", actorId: admin.id });
  });

  it("has conversations between two demo students and the admin, with one unread answer", async () => {
    const rows = await t.database.db.select().from(messages);
    expect(rows).toHaveLength(5);
    expect(rows.every((m) => m.senderId === admin.id || m.recipientId === admin.id)).toBe(true);
    const [jordan] = await t.database.db.select().from(users).where(eq(users.email, DEMO_STUDENTS[1]!.email));
    const unread = rows.filter((m) => !m.isRead);
    expect(unread).toEqual([expect.objectContaining({ senderId: admin.id, recipientId: jordan!.id })]);
    // Their conversation lists and badges read the summaries, written with the messages.
    const summaries = await t.database.db.select().from(conversationSummaries);
    expect(summaries).toHaveLength(4);
    expect(summaries.filter((s) => s.unreadCount > 0)).toEqual([
      expect.objectContaining({ ownerId: jordan!.id, otherId: admin.id, unreadCount: 1 }),
    ]);
  });

  it("has a pending teacher application whose applicant can sign in", async () => {
    const pending = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/teacher-applications",
        headers: { ...jsonHeaders, cookie: admin.cookie },
      })
    ).json().applications;
    expect(pending).toEqual([
      expect.objectContaining({ email: DEMO_TEACHER.email, roomNumber: DEMO_TEACHER.roomNumber, status: "pending" }),
    ]);
    expect((await signIn(t, { email: DEMO_TEACHER.email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it("adds nothing when the demo runs again", async () => {
    const counts = async () => [
      (await t.database.db.select().from(notifications)).length,
      (await t.database.db.select().from(messages)).length,
      (await t.database.db.select().from(teacherApplications)).length,
      (await t.database.db.select().from(auditLog)).length,
    ];
    const before = await counts();
    await seedDemoData(t.database.db, log as never, { fileStore: t.app.fileStore });
    expect(await counts()).toEqual(before);
  });
});
