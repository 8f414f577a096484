// Fixed-window rate limits kept in PostgreSQL, so every server process counts the same attempts.
import { inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import { type Db, queryRows } from "../database/db";
import { AppError } from "./errors";

export type Limit = { max: number; windowSeconds: number };

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many attempts. Please wait a moment and try again.",
  ) {
    super("rate_limited", message, 429);
  }
}

/** What counting an attempt returns: the attempts in the window so far, this one included, and the seconds left. */
export type AttemptCount = { count: number; retry_after: number };

/**
 * The statement that counts one attempt under `key`: one atomic upsert, so concurrent attempts never both slip under
 * the limit. countAttempt runs it alone; a use case that runs a statement of its own first may run it as a part of
 * that one (`with attempt as (…)`, the key a placeholder if the statement is prepared), which saves a round trip, and
 * then checks the count with `refuseOverLimit`.
 */
export function attemptCount(key: string | Placeholder, { windowSeconds }: Limit): SQL {
  return sql`
    insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_started_at end
    returning count,
      ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`;
}

/**
 * For a statement that stores what it counts, without a transaction to roll back a refusal: counts one attempt under
 * `key` for each row of `from` (none: nothing counted) only while the window has room, returning the new count; no
 * row returned when the limit is reached, and then nothing changes. The window's row is locked and checked as it
 * stands at the moment of the update, so concurrent attempts never both slip under the limit. `window` reads it for
 * the answer that refuses (`retry_after`).
 */
export function countUnderLimit(key: string | Placeholder, from: SQL, { max, windowSeconds }: Limit): SQL {
  const expired = sql`rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})`;
  return sql`
    insert into rate_limits (key, count, window_started_at) select ${key}, 1, now() from ${from}
    on conflict (key) do update set
      count = case when ${expired} then 1 else rate_limits.count + 1 end,
      window_started_at = case when ${expired} then now() else rate_limits.window_started_at end
    where ${expired} or rate_limits.count < ${max}
    returning count`;
}

/** The window of `key` as `countUnderLimit`'s statement began: its count and the seconds it has left. */
export function limitWindow(key: string | Placeholder, { windowSeconds }: Limit): SQL {
  return sql`
    select count,
      ceil(extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after
    from rate_limits where key = ${key}`;
}

/** Throws RateLimitedError (429, with the seconds to wait, and `message` if given) once the count is past `max`. */
export function refuseOverLimit(attempt: AttemptCount | undefined, { max }: Limit, message?: string): void {
  if (attempt && attempt.count > max) throw new RateLimitedError(Math.max(1, attempt.retry_after), message);
}

/** Counts one attempt under `key`; throws RateLimitedError (429, with the seconds to wait) past `max` in the window. */
export async function countAttempt(db: Db, key: string, limit: Limit): Promise<void> {
  const [row] = await queryRows<AttemptCount>(db, attemptCount(key, limit));
  refuseOverLimit(row, limit);
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
