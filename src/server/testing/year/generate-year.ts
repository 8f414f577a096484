// Fills a migrated database with a district's school year (see year-size.ts for how much of everything), on
// PostgreSQL or PGlite alike: every table in one or a few INSERT … SELECT statements, in the order of the foreign
// keys, then VACUUM ANALYZE so the planner knows the tables' sizes. The same seed and scale give the same rows.
import { CONVERSATION_SUMMARIES_FROM_MESSAGES } from "../../features/messaging/messaging-summary-queries";
import type { Database } from "../../platform/database/db";
import { insertJenga } from "./year-jenga";
import { insertMessages } from "./year-messages";
import {
  insertAuditLog,
  insertFriendSettings,
  insertFriendships,
  insertNotifications,
  insertSchedules,
  insertSchools,
  insertSessions,
  insertUsers,
} from "./year-people";
import { insertSpikeball } from "./year-spikeball";
import type { RunSql } from "./year-sql";
import type { YearSize } from "./year-size";

/** The raw driver under a Database (a pg pool or PGlite): both answer `query(text, params)`. */
export function runSqlOn(database: Database): RunSql {
  const client = (database.db as unknown as { $client: { query: RunSql } }).$client;
  return (text, params) => client.query(text, params);
}

/** Whether the database already holds a year of this size (so a benchmark can reuse it). */
export async function hasYear(run: RunSql, size: YearSize): Promise<boolean> {
  const result = (await run(`select count(*)::int as n from users where id like 'year-student-%'`)) as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n === size.students;
}

/**
 * Runs `load` with the table's foreign keys and secondary indexes dropped, then adds them back from their own
 * definitions: one join checks every row's foreign keys and one sort builds each index, instead of millions of
 * single lookups and insertions. A row that breaks a key still fails the generation, when the key is added back.
 */
async function withChecksAndIndexesAfter(run: RunSql, table: string, load: () => Promise<void>) {
  const rows = async (text: string) =>
    ((await run(text, [table])) as { rows: { name: string; definition: string }[] }).rows;
  const foreignKeys = await rows(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = $1::regclass and contype = 'f'`,
  );
  const indexes = await rows(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = $1
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const key of foreignKeys) await run(`alter table "${table}" drop constraint "${key.name}"`);
  for (const index of indexes) await run(`drop index "${index.name}"`);
  try {
    await load();
  } finally {
    for (const index of indexes) await run(index.definition);
    for (const key of foreignKeys) await run(`alter table "${table}" add constraint "${key.name}" ${key.definition}`);
  }
}

export async function generateYear(run: RunSql, size: YearSize, log: (line: string) => void = () => {}) {
  const step = async (what: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const schoolIds = await insertSchools(run, size);
  await step(`${size.admins + size.teachers + size.students} users`, () => insertUsers(run, size, schoolIds));
  await step("sessions", () => insertSessions(run, size));
  await step("schedule entries", () => insertSchedules(run, size));
  await step("friendships", () => insertFriendships(run, size));
  await step("friend settings", () => insertFriendSettings(run, size));
  await step("notifications", () => insertNotifications(run, size));
  await step("audit log", () => insertAuditLog(run, size));
  await step(`${size.messages} messages`, () =>
    withChecksAndIndexesAfter(run, "messages", () =>
      insertMessages(run, size, (done) => {
        if (done % 1_000_000 === 0 && done < size.messages) log(`  ${done} messages`);
      }),
    ),
  );
  // Set-wise, as a database that was sending them all year would hold them: one row per person and conversation.
  await step("conversation summaries", () =>
    withChecksAndIndexesAfter(run, "conversation_summaries", async () => {
      await run(CONVERSATION_SUMMARIES_FROM_MESSAGES);
    }),
  );
  await step("jenga games, players and moves", () => insertJenga(run, size));
  await step("spikeball teams and tournaments", () => insertSpikeball(run, size));
  // As a database a year old would be: statistics known, and pages marked all-visible (index-only scans).
  await step("vacuum analyze", async () => {
    await run("vacuum analyze");
  });
}
