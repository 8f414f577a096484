// Runs the committed migrations one at a time, each in its own transaction, and says which one runs: a first start
// on a loaded machine takes a minute or more, and a terminal that prints nothing meanwhile looks hung. Drizzle's own
// migrator runs them all in one call with nothing to report. This one keeps Drizzle's bookkeeping (the same table,
// and a migration is pending when it is newer than the last one applied, as Drizzle decides), so a database either
// of them migrated carries on with the other.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** Told before each pending migration: "migration 3 of 14: 0002_calendar_feeds". */
export type MigrationProgress = (message: string) => void;

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const TABLE = sql`"drizzle"."__drizzle_migrations"`;

export async function runMigrations(db: AnyDb, migrationsFolder: string, onProgress?: MigrationProgress) {
  const migrations = readMigrationFiles({ migrationsFolder });
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  await db.execute(sql`create schema if not exists "drizzle"`);
  await db.execute(
    sql`create table if not exists ${TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const result = (await db.execute(sql`select max(created_at) as last from ${TABLE}`)) as unknown as {
    rows: { last: string | number | null }[];
  };
  const last = Number(result.rows[0]?.last ?? -1);
  const pending = migrations
    .map((migration, i) => ({ ...migration, tag: journal.entries[i]?.tag ?? String(i) }))
    .filter((migration) => migration.folderMillis > last);
  for (const [i, migration] of pending.entries()) {
    onProgress?.(`migration ${i + 1} of ${pending.length}: ${migration.tag}`);
    await db.transaction(async (tx) => {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into ${TABLE} ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
      );
    });
  }
}
