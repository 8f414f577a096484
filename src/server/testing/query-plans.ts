// The SQL the app really sends, captured from Drizzle's logger, and the check of its plans: a big table read by a
// Seq Scan while sequential scans are switched off means no index serves that query (decision 028).
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import * as schema from "../db/schema";
import type { Database, Db } from "../platform/database/db";

/** The tables that grow with a district's year; a scan of any of them is a request that slows down every month. */
export const BIG_TABLES = [
  "users",
  "sessions",
  "accounts",
  "schedule_entries",
  "messages",
  "conversation_summaries",
  "notifications",
  "friendships",
  "friend_requests",
  "jenga_games",
  "jenga_game_players",
  "jenga_moves",
  "jenga_invites",
  "jenga_user_stats",
  "audit_log",
  "spikeball_applications",
  "spikeball_teams",
  "spikeball_team_members",
  "spikeball_team_invites",
  "spikeball_tournaments",
  "spikeball_matches",
] as const;

/**
 * The tables long even in the small year the test generates (thousands of rows), where the planner walks a whole
 * index only when no index condition fits. On the short ones it also does so because the table is small, so a walk
 * there says nothing about the full year.
 */
export const LONG_TABLES = ["messages", "sessions", "schedule_entries", "audit_log", "jenga_moves"] as const;

export type Statement = { sql: string; params: unknown[] };
export type QueryOnConnection = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The same database, with every statement Drizzle sends (raw `execute` included) pushed onto `statements`. */
export function withStatementLog<D extends Database>(database: D): { database: D; statements: Statement[] } {
  const statements: Statement[] = [];
  const logger = { logQuery: (sql: string, params: unknown[]) => void statements.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === "pglite"
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  return { database: { ...database, db: db as unknown as Db }, statements };
}

/** Runs `work` with a query function bound to one connection of the database (PGlite has only one). */
export async function onOneConnection<T>(database: Database, work: (query: QueryOnConnection) => Promise<T>) {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === "pglite") {
    const lite = client as PGlite;
    return work((text, params) => lite.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>);
  }
  const connection = await (client as pg.Pool).connect();
  try {
    return await work((text, params) => connection.query(text, params));
  } finally {
    connection.release();
  }
}

type PlanNode = { "Node Type"?: string; "Relation Name"?: string; Plans?: PlanNode[]; [key: string]: unknown };

/**
 * The big tables a plan (EXPLAIN (FORMAT JSON)'s answer) reads whole, each once: by a Seq Scan, or by walking a
 * whole index and filtering its rows (what the planner does with sequential scans off when no index condition fits).
 * Walking an index without a filter is its order, which a LIMIT stops early, and is allowed; walks are checked on
 * `longTables` only.
 */
export function seqScannedBigTables(
  plan: unknown,
  bigTables: readonly string[] = BIG_TABLES,
  longTables: readonly string[] = LONG_TABLES,
): string[] {
  const found = new Set<string>();
  const visit = (node: PlanNode) => {
    const relation = node["Relation Name"];
    const type = node["Node Type"] ?? "";
    const wholeIndex = /^Index (Only )?Scan/.test(type) && !node["Index Cond"] && Boolean(node.Filter);
    if (!relation) {
      // Not a scan.
    } else if (type === "Seq Scan" ? bigTables.includes(relation) : wholeIndex && longTables.includes(relation)) {
      found.add(relation);
    }
    // Sub-plans of CTEs, init plans and sub-queries are children too.
    for (const child of node.Plans ?? []) visit(child);
  };
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  for (const root of parsed) visit(root.Plan);
  return [...found];
}

/** Whether a statement reads or writes rows (transaction control and SET are not planned). */
export function isPlannable(sql: string): boolean {
  return /^\s*\(?\s*(select|with|update|delete|insert)\b/i.test(sql);
}

/** A scan the planner picks is worth a look from this many rows: below it, reading the table whole is the fast way. */
const PLANNED_SCAN_MIN_ROWS = 10_000;

/** The tables of `tables` that hold at least `rows` rows, by the planner's statistics. */
async function holdingAtLeast(query: QueryOnConnection, tables: string[], rows: number): Promise<string[]> {
  const { rows: sizes } = await query("select relname from pg_class where relname = any($1) and reltuples >= $2", [
    tables,
    rows,
  ]);
  return sizes.map((size) => String(size.relname));
}

/**
 * EXPLAINs each statement with sequential scans switched off and answers the ones that still scan a big table: no
 * index serves them. With `asPlanned`, the plans are the ones PostgreSQL picks on this database's statistics, and a
 * table counts from PLANNED_SCAN_MIN_ROWS rows (on a full year: an index the planner passes over for a scan).
 * `query` runs on one connection (the setting must hold for every EXPLAIN).
 */
export async function statementsScanningBigTables(
  query: QueryOnConnection,
  statements: Statement[],
  { asPlanned = false }: { asPlanned?: boolean } = {},
): Promise<{ sql: string; tables: string[] }[]> {
  const failures: { sql: string; tables: string[] }[] = [];
  const seen = new Set<string>();
  // Without sequential scans, and with PostgreSQL's default price of a random read: on a small database a lower price
  // (the app's, RANDOM_PAGE_COST) makes walking a whole small index cheaper than probing it for 50 rows, which is
  // not what the check asks.
  const settings = asPlanned ? [] : ["enable_seqscan = off", "random_page_cost = 4"];
  for (const setting of settings) await query(`set ${setting}`);
  try {
    for (const { sql, params } of statements) {
      if (!isPlannable(sql) || seen.has(sql)) continue;
      seen.add(sql);
      const { rows } = await query(`explain (format json) ${sql}`, params);
      let tables = seqScannedBigTables(rows[0]?.["QUERY PLAN"]);
      if (asPlanned && tables.length) tables = await holdingAtLeast(query, tables, PLANNED_SCAN_MIN_ROWS);
      if (tables.length) failures.push({ sql, tables });
    }
  } finally {
    for (const setting of settings) await query(`reset ${setting.split(" ")[0]}`);
  }
  return failures;
}
