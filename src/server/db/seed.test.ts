import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleEntryInputSchema } from "../../domain/schedule/schedule-schemas";
import { WEEKDAYS } from "../../domain/schedule/schedule-rules";
import { classesOn } from "../../domain/schedule/today-schedule";
import { signIn } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "./demo-people";
import { DEMO_TIMETABLES } from "../features/schedule/seed-schedule";
import { DEMO_ADMIN, seedDemoAdmin } from "../features/accounts/seed-demo-admin";
import { accounts, messages, notifications, scheduleEntries, spikeballTournaments, users, weekdays } from "./schema";
import { seedDemoData } from "./seed";

let t: TestApp;
const lines: { fields: Record<string, unknown>; message: string }[] = [];
const log = {
  info: (fields: object, message?: string) => void lines.push({ fields: { ...fields }, message: message ?? "" }),
};
const emails = DEMO_STUDENTS.map((s) => s.email);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, log as never, { fileStore: t.app.fileStore });
});
afterAll(() => t.close());

describe("the demo on an empty database (no administrator, no setup link used)", () => {
  it("is whole: notifications, messages and tournaments are there, written by a demo administrator", async () => {
    const db = t.database.db;
    expect((await db.select().from(notifications)).length).toBeGreaterThan(0);
    expect((await db.select().from(messages)).length).toBeGreaterThan(0);
    expect((await db.select().from(spikeballTournaments)).length).toBeGreaterThan(0);
    for (const part of ["notifications", "messages", "spikeball tournaments"]) {
      expect(lines.find((l) => l.fields.part === part)?.fields.added, part).toBeGreaterThan(0);
    }
  });

  it("prints the demo administrator's credentials, which sign in", async () => {
    const line = lines.find((l) => l.message.startsWith("demo administrator:"));
    expect(line?.fields).toEqual({ email: DEMO_ADMIN.email, password: DEMO_PASSWORD });
    expect(line?.message).toContain("/admin/login");
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
    expect(admin).toMatchObject({ role: "admin", emailVerified: true, schoolId: t.schoolId });
    expect((await signIn(t, { email: DEMO_ADMIN.email, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it("adds no demo administrator to a database that has an administrator", async () => {
    await t.database.db.update(users).set({ role: "student" }).where(eq(users.email, DEMO_ADMIN.email));
    const [maya] = await t.database.db.select().from(users).where(eq(users.email, emails[0]!));
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, maya!.id));
    try {
      expect(await seedDemoAdmin(t.database.db)).toBe(0);
      const [demo] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
      expect(demo?.role).toBe("student");
    } finally {
      await t.database.db.update(users).set({ role: "student" }).where(eq(users.id, maya!.id));
      await t.database.db.update(users).set({ role: "admin" }).where(eq(users.email, DEMO_ADMIN.email));
    }
  });
});

describe("demo students", () => {
  it("creates three confirmed students with argon2 credentials, in the school", async () => {
    const rows = await t.database.db.select().from(users).where(inArray(users.email, emails));
    expect(rows).toHaveLength(3);
    for (const user of rows) {
      expect(user).toMatchObject({ role: "student", status: "active", emailVerified: true, schoolId: t.schoolId });
      const [credential] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
      expect(credential).toMatchObject({ providerId: "credential", accountId: user.id });
      expect(credential!.password).toMatch(/^\$argon2id\$/);
    }
  });

  it("lets each demo student sign in with the demo password", async () => {
    for (const email of emails) {
      expect((await signIn(t, { email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    }
  });

  it("names the demo emails and the password in the log", () => {
    const line = lines.find((l) => l.message.startsWith("demo students:"));
    expect(line?.fields).toEqual({ emails, password: DEMO_PASSWORD });
    for (const email of emails) expect(line?.message).toContain(email);
    expect(line?.message).toContain(DEMO_PASSWORD);
  });

  it("gives each a valid week: 6 or 7 classes every weekday, none at the weekend", async () => {
    for (const student of DEMO_STUDENTS) {
      const [user] = await t.database.db.select().from(users).where(eq(users.email, student.email));
      const entries = await t.database.db.select().from(scheduleEntries).where(eq(scheduleEntries.userId, user!.id));
      expect(entries).toHaveLength(DEMO_TIMETABLES[student.email]!.length);
      for (const entry of entries) expect(scheduleEntryInputSchema.safeParse(entry).success).toBe(true);
      for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const) {
        const count = classesOn(entries, day).length;
        expect(count, `${student.name} on ${day}`).toBeGreaterThanOrEqual(6);
        expect(count, `${student.name} on ${day}`).toBeLessThanOrEqual(7);
      }
      expect(classesOn(entries, "Saturday")).toEqual([]);
      expect(classesOn(entries, "Sunday")).toEqual([]);
    }
  });

  it("changes nothing when run again", async () => {
    const before = await t.database.db.select().from(scheduleEntries);
    await seedDemoData(t.database.db, log as never, { fileStore: t.app.fileStore });
    expect(await t.database.db.select().from(users).where(inArray(users.email, emails))).toHaveLength(3);
    expect(await t.database.db.select().from(scheduleEntries)).toHaveLength(before.length);
  });

  it("gives a demo student who lost their entries a fresh week, and nobody else more", async () => {
    const [maya] = await t.database.db.select().from(users).where(eq(users.email, emails[0]!));
    await t.database.db.delete(scheduleEntries).where(eq(scheduleEntries.userId, maya!.id));
    const total = (await t.database.db.select().from(scheduleEntries)).length;
    await seedDemoData(t.database.db, log as never, { fileStore: t.app.fileStore });
    expect((await t.database.db.select().from(scheduleEntries)).length).toBe(
      total + DEMO_TIMETABLES[DEMO_STUDENTS[0].email]!.length,
    );
  });
});

it("keeps the database's weekday list and the domain's the same", () => {
  expect([...weekdays]).toEqual([...WEEKDAYS]);
});
