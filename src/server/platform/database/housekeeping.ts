// Housekeeping: the tables and folders that only grow with time get a retention, applied by one job. Each process
// starts the job now and then; the first to get the hour's slot (a row of `rate_limits`, counted atomically) runs it,
// so a cluster of processes on one database runs it once an hour, not once per process.
import fs from "node:fs/promises";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type Db, queryRows } from "./db";
import { countAttempt, RateLimitedError } from "../http/rate-limit";

const DAY_SECONDS = 86_400;

/**
 * How long each kind of row is kept once it can no longer be used. What people wrote (messages, games, the audit
 * log of moderation) is product content and is never pruned here.
 */
export const RETENTION_SECONDS = {
  // The longest rate-limit window is a day; a window that ended a day ago can never count again.
  rateLimitWindows: 2 * DAY_SECONDS,
  // An expired session answers nothing but 401; a week past its end it helps no one (not even "signed in where?").
  expiredSessions: 7 * DAY_SECONDS,
  // Confirmation and reset links past their end are refused anyway.
  expiredVerifications: DAY_SECONDS,
  // Mails written to DATA_DIR/outbox when no mail server is set: long enough to find a lost link.
  outboxMails: 30 * DAY_SECONDS,
  // The answers kept for requests sent with an Idempotency-Key: far longer than a phone keeps a message it could not
  // send (7 days, decision 041), so a late retry still finds the first answer.
  idempotencyKeys: 30 * DAY_SECONDS,
} as const;

/** How often the job may run across every process on the database. */
export const HOUSEKEEPING_INTERVAL_SECONDS = 3_600;
const SLOT_KEY = "housekeeping:run";

export type HousekeepingReport = {
  rateLimits: number;
  sessions: number;
  verifications: number;
  setupTokens: number;
  outboxMails: number;
  idempotencyKeys: number;
};

/** Deletes what is past its retention; returns how much of each. */
export async function pruneExpired(db: Db, { outboxDir }: { outboxDir?: string } = {}): Promise<HousekeepingReport> {
  // Counted in SQL: PGlite and node-postgres report affected rows under different names.
  const count = async (deletion: SQL) => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (${deletion} returning 1) select count(*)::int as n from gone`,
    );
    return row?.n ?? 0;
  };
  const { rateLimitWindows, expiredSessions, expiredVerifications, outboxMails, idempotencyKeys } = RETENTION_SECONDS;
  return {
    rateLimits: await count(
      sql`delete from rate_limits where window_started_at < now() - make_interval(secs => ${rateLimitWindows})
          and key <> ${SLOT_KEY}`,
    ),
    sessions: await count(
      sql`delete from sessions where expires_at < now() - make_interval(secs => ${expiredSessions})`,
    ),
    verifications: await count(
      sql`delete from verifications where expires_at < now() - make_interval(secs => ${expiredVerifications})`,
    ),
    setupTokens: await count(sql`delete from setup_tokens where expires_at < now()`),
    outboxMails: outboxDir ? await pruneOldFiles(outboxDir, outboxMails * 1000) : 0,
    idempotencyKeys: await count(
      sql`delete from idempotent_requests where created_at < now() - make_interval(secs => ${idempotencyKeys})`,
    ),
  };
}

async function pruneOldFiles(dir: string, maxAgeMs: number): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile() && Date.now() - stat.mtimeMs > maxAgeMs) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Runs the job if no process on this database has run it in the last interval; null when another one had. */
export async function runHousekeepingOnce(
  db: Db,
  options: { outboxDir?: string; intervalSeconds?: number } = {},
): Promise<HousekeepingReport | null> {
  try {
    await countAttempt(db, SLOT_KEY, {
      max: 1,
      windowSeconds: options.intervalSeconds ?? HOUSEKEEPING_INTERVAL_SECONDS,
    });
  } catch (err) {
    if (err instanceof RateLimitedError) return null;
    throw err;
  }
  return pruneExpired(db, options);
}

/** Starts the job a minute after the start and then every interval; returns the function that stops it. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, options: { outboxDir?: string } = {}): () => void {
  const run = () => {
    runHousekeepingOnce(db, options).then(
      (report) => report && log.info({ housekeeping: report }, "housekeeping done"),
      (err: unknown) => log.warn({ err }, "housekeeping failed; it runs again later"),
    );
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, HOUSEKEEPING_INTERVAL_SECONDS * 1000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
