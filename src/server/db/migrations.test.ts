import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../platform/database/db";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { ensureBaseRows } from "./bootstrap";
import { schools, signupSettings, sportsGameState, users } from "./schema";

const specTables = [
  "schools",
  "users",
  "signup_settings",
  "teacher_applications",
  "schedule_entries",
  "messages",
  "notifications",
  "jenga_games",
  "jenga_game_players",
  "jenga_moves",
  "jenga_invites",
  "jenga_user_stats",
  "spikeball_applications",
  "spikeball_teams",
  "spikeball_team_members",
  "spikeball_team_invites",
  "spikeball_tournaments",
  "spikeball_matches",
  "sports_game_state",
];

describe("migrations", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it("create every table the specification names", async () => {
    const rows = await queryRows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rows.map((r) => r.table_name);
    for (const table of specTables) expect(names).toContain(table);
  });

  it("index every foreign key column", async () => {
    const rows = await queryRows<{ table_name: string; column_name: string }>(
      t.db,
      sql`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )`,
    );
    expect(rows).toEqual([]);
  });

  it("do nothing when run again", async () => {
    await t.migrate();
    const rows = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(fs.readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8"));
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it("refuse values outside the enumerations of the specification", async () => {
    await ensureBaseRows(t.db, { schoolName: "Test High School" });
    await expect(
      t.db
        .insert(users)
        .values({ id: "u-bad-status", name: "A", email: "a@example.org", status: "deleted" as "active" }),
    ).rejects.toThrow();
    await expect(t.db.insert(sportsGameState).values({ matchNumber: 5 })).rejects.toThrow();
  });

  it("create the base rows once, however often the server starts", async () => {
    await ensureBaseRows(t.db, { schoolName: "Test High School" });
    await ensureBaseRows(t.db, { schoolName: "Test High School" });
    expect(await t.db.select().from(schools)).toHaveLength(1);
    const [settings] = await t.db.select().from(signupSettings);
    expect(settings?.isSignupEnabled).toBe(true);
  });
});

// Each database kind has a behaviour of its own to prove; the suite runs once on each in CI.
const onPostgresServer = Boolean(process.env.DATABASE_URL);

const describeOnServer = onPostgresServer ? describe : () => undefined;
const describeOnPglite = onPostgresServer ? () => undefined : describe;

describeOnServer("migrations on a PostgreSQL server", () => {
  it("run once when several server processes start at the same moment", async () => {
    const t = await createTestDatabase();
    try {
      const others = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: t.url, poolSize: 2 })));
      // The test database is already migrated; drop the journal and tables to start from nothing.
      await t.db.execute(sql`drop schema public cascade; create schema public; drop schema drizzle cascade`);
      await Promise.all(others.map((d) => d.migrate()));
      const rows = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(fs.readFileSync(new URL("./migrations/meta/_journal.json", import.meta.url), "utf8"));
      expect(rows[0]?.n).toBe(journal.entries.length);
      await Promise.all(others.map((d) => d.close()));
    } finally {
      await t.close();
    }
  });
});

describeOnPglite("the embedded database on disk", () => {
  it("keeps its data when the server is stopped and started again", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-pglite-"));
    try {
      const first = await openDatabase({ pgliteDir: dir });
      await first.migrate();
      await ensureBaseRows(first.db, { schoolName: "Riverside High School" });
      await first.close();

      const second = await openDatabase({ pgliteDir: dir });
      await second.migrate();
      expect((await second.db.select().from(schools)).map((s) => s.name)).toEqual(["Riverside High School"]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
