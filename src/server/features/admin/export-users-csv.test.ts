import { parse } from "csv-parse/sync";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_COLUMNS } from "../../../domain/admin/admin-schemas";
import { auditLog, users } from "../../db/schema";
import { jsonHeaders, signedInAdmin } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { EXPORT_BATCH_ROWS, exportUsersCsv } from "./export-users-csv";

let t: TestApp;
let admin: { cookie: string; id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
};

/** Every user as the export must list them: newest first, ties broken by id, descending. */
const expectedRows = async () =>
  (await t.database.db.select().from(users).orderBy(desc(users.createdAt), desc(users.id))).map((u) => [
    u.email,
    u.name,
    u.schoolId === null ? "" : String(u.schoolId),
    u.status,
    u.createdAt.toISOString(),
    u.isCasStudent ? "Yes" : "No",
  ]);

/** `n` users inserted in one statement; `at` gives each one's created_at as SQL (microseconds included). */
const insertUsers = (prefix: string, n: number, at: string) =>
  t.database.db.execute(sql`
    insert into users (id, name, email, school_id, is_cas_student, created_at)
    select ${prefix} || '-' || lpad(i::text, 5, '0'), 'Student ' || i, ${prefix} || '-' || i || '@riverside.example',
           case when i % 7 = 0 then null else ${t.schoolId}::int end, i % 3 = 0, ${sql.raw(at)}
    from generate_series(1, ${n}) as i`);

describe("the users export, read in pages", () => {
  it("lists every user once, in order, across pages that split ties and microseconds", async () => {
    // Ten users share one instant (a tie across page boundaries) and ten differ only in microseconds, which a
    // JavaScript Date cannot hold: a keyset kept as a Date would skip or repeat them.
    await insertUsers("tie", 10, "timestamptz '2026-01-05 08:00:00.123456+00'");
    await insertUsers("micro", 10, "timestamptz '2026-01-05 09:00:00.123+00' + i * interval '1 microsecond'");
    const stream = await exportUsersCsv({ db: t.database.db, realtime: t.app.realtime }, admin, 3);
    const rows = parse(await text(stream)) as string[][];
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows.slice(1)).toEqual(await expectedRows());
  });

  it(`streams more users than one page (${EXPORT_BATCH_ROWS}) through the route, complete and in order`, async () => {
    await insertUsers("bulk", EXPORT_BATCH_ROWS + 250, "now() - i * interval '1 second'");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/users/export",
      headers: { ...jsonHeaders, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.endsWith("\r\n")).toBe(true);
    const rows = parse(res.body) as string[][];
    const expected = await expectedRows();
    expect(expected.length).toBeGreaterThan(EXPORT_BATCH_ROWS);
    expect(rows.slice(1)).toEqual(expected);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "users.export"))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry!.after).toEqual({ rows: expected.length });
  });
});
