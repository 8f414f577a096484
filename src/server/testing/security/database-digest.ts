// A fingerprint of every table's rows, to show that a refused request changed nothing. The tables are read from the
// catalogue, so a table added by a later migration is covered too.
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database/db";

// Counting failed attempts is the point of this table: a refused sign-in or PIN is meant to leave a trace there.
const BOOKKEEPING_TABLES = new Set(["rate_limits"]);

export type DatabaseDigest = Record<string, string>;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function tableNames(db: Db): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return found.map((r) => r.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
}

/** Row count and an md5 of all rows of each table, in one round trip. */
export async function databaseDigest(db: Db, tables: string[]): Promise<DatabaseDigest> {
  const parts = tables.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
  );
  const found = await rows<{ name: string; digest: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(found.map((r) => [r.name, r.digest]));
}

/**
 * Where the write-ahead log stands: it moves on with every write, even one rolled back, and stays put while nothing
 * is written. A cheap test of "did anything write?" before paying for a digest.
 */
export async function writePosition(db: Db): Promise<string> {
  const [row] = await rows<{ lsn: string }>(db, sql`select pg_current_wal_lsn()::text as lsn`);
  return row!.lsn;
}

/** The tables whose digest differs. */
export function changedTables(before: DatabaseDigest, after: DatabaseDigest): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/** Every id-like value in the database (primary keys and the ids of users), for fuzzed ids that hit real rows. */
export async function knownIds(db: Db, tables: string[]): Promise<string[]> {
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and (column_name = 'id' or column_name like '%_id')
          and data_type in ('uuid', 'text')`,
  );
  const wanted = columns.filter((c) => tables.includes(c.table));
  if (!wanted.length) return [];
  const parts = wanted.map(
    (c) =>
      sql`select ${sql.identifier(c.column)}::text as id from ${sql.identifier(c.table)} where ${sql.identifier(c.column)} is not null`,
  );
  const found = await rows<{ id: string }>(
    db,
    sql`select distinct id from (${sql.join(parts, sql` union all `)}) ids limit 500`,
  );
  return found.map((r) => r.id);
}
