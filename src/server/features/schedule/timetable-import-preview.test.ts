// The console's way through an import: a preview that writes nothing, then the rows that pass, replacing or adding.
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMETABLE_TEMPLATE_CSV } from "../../../domain/schedule/timetable-import";
import { seedDemoStudents } from "../../db/demo-people";
import { scheduleEntries, users } from "../../db/schema";
import { signedInAdmin } from "../../testing/accounts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";

let t: TestApp;
let adminCookie: string;
let n = 0;

async function makeStudent() {
  n += 1;
  const user = { id: randomBytes(12).toString("base64url"), name: `Pupil ${n}`, email: `pre${n}@riverside.example` };
  await t.database.db.insert(users).values({ ...user, emailVerified: true });
  await t.database.db
    .insert(scheduleEntries)
    .values({ userId: user.id, className: "Homeroom", startTime: "07:30", endTime: "07:50", daysOfWeek: ["Monday"] });
  return user;
}

const classesOf = async (userId: string) =>
  (
    await t.database.db
      .select({ name: scheduleEntries.className })
      .from(scheduleEntries)
      .where(eq(scheduleEntries.userId, userId))
      .orderBy(asc(scheduleEntries.startTime))
  ).map((e) => e.name);

const post = (url: string, csv: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { origin: TEST_ORIGIN, "content-type": "text/csv", cookie: adminCookie },
    payload: csv,
  });

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signedInAdmin(t)).cookie;
});
afterAll(() => t.close());

describe("timetable import from the console", () => {
  it("previews a file with bad rows by line and column, and writes nothing", async () => {
    const ana = await makeStudent();
    const csv = [
      "email,class name,teacher,room,start,end,days",
      `${ana.email},Chemistry,Mr. Novak,S118,13:20,14:10,Tue;Thu`,
      `${ana.email},Band,,,25:00,26:00,Fri`,
      `ghost@riverside.example,PE,,,09:00,09:45,Mon`,
    ].join("\n");
    const res = await post("/api/admin/schedule/import/preview", csv);
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({
      preview: true,
      rows: 3,
      validRows: 1,
      users: 1,
      existingEntries: 1,
      problemCount: 3,
    });
    expect(preview.problems.map((p: { row: number; column?: string }) => [p.row, p.column])).toEqual([
      [3, "start"],
      [3, "end"],
      [4, "email"],
    ]);
    expect(await classesOf(ana.id)).toEqual(["Homeroom"]);
  });

  it("writes the rows that pass with skipInvalid, adding to what a student has", async () => {
    const ben = await makeStudent();
    const csv = [`${ben.email},Chemistry,Mr. Novak,S118,13:20,14:10,Tue;Thu`, `${ben.email},Band,,,09:00,,Fri`].join(
      "\n",
    );
    const res = await post("/api/admin/schedule/import?mode=add&skipInvalid=true", csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ users: 1, entries: 1, replacedEntries: 0, skippedRows: 1, problemCount: 1 });
    expect(await classesOf(ben.id)).toEqual(["Homeroom", "Chemistry"]);
  });

  it("replaces by default, and refuses a file in which no row passes even with skipInvalid", async () => {
    const cleo = await makeStudent();
    const replaced = await post("/api/admin/schedule/import", `${cleo.email},Art,,,10:00,10:45,Wed`);
    expect(replaced.json()).toMatchObject({ entries: 1, replacedEntries: 1 });
    expect(await classesOf(cleo.id)).toEqual(["Art"]);

    const none = await post("/api/admin/schedule/import?skipInvalid=true", `${cleo.email},Art,,,10:00,09:00,Wed`);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe("invalid_timetable");
    expect(await classesOf(cleo.id)).toEqual(["Art"]);
  });

  it("refuses an unknown mode with 400 and changes nothing", async () => {
    const dan = await makeStudent();
    const res = await post("/api/admin/schedule/import?mode=merge", `${dan.email},Art,,,10:00,10:45,Wed`);
    expect(res.statusCode).toBe(400);
    expect(await classesOf(dan.id)).toEqual(["Homeroom"]);
  });

  it("imports the downloadable template as it is on the demo school", async () => {
    await seedDemoStudents(t.database.db);
    const preview = await post("/api/admin/schedule/import/preview", TIMETABLE_TEMPLATE_CSV);
    expect(preview.json()).toMatchObject({ rows: 3, validRows: 3, users: 2, problemCount: 0 });
    const res = await post("/api/admin/schedule/import?mode=add", TIMETABLE_TEMPLATE_CSV);
    expect(res.json()).toMatchObject({ users: 2, entries: 3, skippedRows: 0 });
  });
});
