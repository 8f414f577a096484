// Fixed-window rate limits kept in PostgreSQL, so every server process counts the same attempts.
import { inArray, sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import { type Db, queryRows } from "../database/db";
import { AppError } from "./errors";

export type Limit = { max: number; windowSeconds: number };

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("rate_limited", "Too many attempts. Please wait a moment and try again.", 429);
  }
}

/**
 * Counts one attempt under `key`; throws RateLimitedError (429, with the seconds to wait) past `max` in the window.
 * One atomic upsert per call: concurrent attempts never both slip under the limit.
 */
export async function countAttempt(db: Db, key: string, { max, windowSeconds }: Limit): Promise<void> {
  const [row] = await queryRows<{ count: number; retry_after: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_started_at end
    returning count,
      ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`,
  );
  if (row && row.count > max) throw new RateLimitedError(Math.max(1, row.retry_after));
}

/**
 * Takes back one attempt counted under `key` (or each of several keys, in one statement), for a limit on failures
 * only: counting before the check keeps a burst of concurrent attempts under the limit, and a success then gives its
 * place back.
 */
export async function forgetAttempt(db: Db, key: string | string[]): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, typeof key === "string" ? [key] : key));
}
