// The queue of Web Pushes, as features see it: a use case calls `queuePush` inside its transaction, so the push
// leaves only if the transaction commits, survives a restart, and never delays the request (the push feature's
// worker sends it). NOTIFY on PUSH_CHANNEL, delivered at commit, wakes the worker of every process at once.
import { inArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PushKind } from "../../../domain/push/push-rules";
import { pushJobs, pushSubscriptions } from "../../db/schema";
import type { Db, Tx } from "../database/db";

export const PUSH_CHANNEL = "cohort_push";

export type PushRequest = {
  kind: PushKind;
  /** Who gets it; "everyone" for a school-wide notification. */
  to: readonly string[] | "everyone";
  title: string;
  body: string;
  /** The body is a message's text, which readers may hide from their lock screen. */
  bodyIsMessageText?: boolean;
  /** The page a tap opens, a path of the app ("/jenga/game/…"). */
  url: string;
  /** A device whose session follows this realtime topic on a live socket sees the event on screen: no push. */
  topic?: string;
  /**
   * Whether any of `to` has a device, when the caller read it already in a statement of its own (`hasPushDevice`), to
   * save the round trip of reading it here.
   */
  reachable?: boolean;
};

/** A boolean SQL expression: whether the user (an id, or a column naming one) has a device that gets pushes. */
export const hasPushDevice = (userId: SQL | AnyPgColumn | string) =>
  sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId})`;

export async function queuePush(tx: Db | Tx, push: PushRequest) {
  if (push.to !== "everyone" && push.to.length === 0) return;
  const userIds = push.to === "everyone" ? null : [...new Set(push.to)];
  // Most people have no device that gets pushes: a job for them would cost an insert, a NOTIFY and a transaction of
  // the worker, for every message of a busy morning. (A device added a moment later misses this push, as it would
  // have missed it a moment earlier.)
  const reachable =
    push.reachable ??
    (
      await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(userIds ? inArray(pushSubscriptions.userId, userIds) : undefined)
        .limit(1)
    ).length > 0;
  if (!reachable) return;
  await tx.insert(pushJobs).values({
    kind: push.kind,
    userIds,
    title: push.title,
    body: push.body,
    bodyIsMessageText: push.bodyIsMessageText ?? false,
    url: push.url,
    topic: push.topic ?? null,
  });
  await tx.execute(sql`select pg_notify(${PUSH_CHANNEL}, '')`);
}

/** A push's fields as SQL over the rows of a statement that queues it itself (`pushJobsFrom`). */
export type PushJobSql = Record<
  "kind" | "userIds" | "title" | "body" | "bodyIsMessageText" | "url" | "topic",
  SQL | Placeholder
>;

/**
 * For a statement that queues its push itself, saving `queuePush`'s round trip: inserts a job for each row of `from`
 * (filter it to recipients with a device, `hasPushDevice`) and returns a row for each; `wakePushWorkers` over them
 * sends the NOTIFY that wakes the workers.
 */
export const pushJobsFrom = (from: SQL, job: PushJobSql) => sql`
  insert into ${pushJobs} (kind, user_ids, title, body, body_is_message_text, url, topic)
  select ${job.kind}, ${job.userIds}, ${job.title}, ${job.body}, ${job.bodyIsMessageText}, ${job.url}, ${job.topic}
  from ${from} returning 1`;

/** The NOTIFY of `pushJobsFrom`'s rows (`jobs`, the name of its CTE): one if there are any, none otherwise. */
export const wakePushWorkers = (jobs: SQL) =>
  sql`select count(pg_notify(${PUSH_CHANNEL}, '')) as woken from (select 1 from ${jobs} limit 1) as j`;
