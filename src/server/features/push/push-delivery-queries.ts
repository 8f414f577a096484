// The SQL of the push queue. A job fans out to one delivery per device whose owner lets that kind through; a
// delivery is claimed by one process for a while (FOR UPDATE SKIP LOCKED), so two processes never send it at once.
import { sql } from "drizzle-orm";
import { DEFAULT_PUSH_PREFERENCES } from "../../../domain/push/push-rules";
import { HIDDEN_MESSAGE_TEXT } from "../../../domain/push/push-texts";
import { type Db, queryRows } from "../../platform/database/db";

/** How long a process owns a claimed delivery; after a crash another process sends it once the claim runs out. */
export const CLAIM_SECONDS = 60;

const defaultOf = (value: boolean) => sql.raw(value ? "true" : "false");

/**
 * Turns the oldest job into deliveries, in one transaction: its devices (of live sessions only), whose owners let
 * its kind through, with the message text hidden for those who asked. False when no job was waiting.
 */
export async function expandNextJob(db: Db, appName: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await queryRows<{ id: string }>(
      tx,
      sql`select id from push_jobs order by created_at, id limit 1 for update skip locked`,
    );
    if (!job) return false;
    const d = DEFAULT_PUSH_PREFERENCES;
    await tx.execute(sql`
      insert into push_deliveries (subscription_id, payload, topic)
      select s.id,
        case when j.body_is_message_text and coalesce(p.hide_message_text, ${defaultOf(d.hideMessageText)})
          then json_build_object('title', ${appName}::text, 'body', ${HIDDEN_MESSAGE_TEXT}::text, 'url', j.url, 'kind', j.kind)::text
          else json_build_object('title', j.title, 'body', j.body, 'url', j.url, 'kind', j.kind)::text
        end,
        j.topic
      from push_jobs j
      join push_subscriptions s on j.user_ids is null or s.user_id = any(j.user_ids)
      join sessions ss on ss.id = s.session_id and ss.expires_at > now() and ss.revoked_at is null
      left join push_preferences p on p.user_id = s.user_id
      where j.id = ${job.id}
        and case j.kind
          when 'school-wide' then coalesce(p.school_wide, ${defaultOf(d.schoolWide)})
          when 'message' then coalesce(p.messages, ${defaultOf(d.messages)})
          when 'jenga' then coalesce(p.jenga, ${defaultOf(d.jenga)})
          when 'spikeball' then coalesce(p.spikeball, ${defaultOf(d.spikeball)})
          else false
        end`);
    await tx.execute(sql`delete from push_jobs where id = ${job.id}`);
    return true;
  });
}

export type ClaimedDelivery = {
  id: string;
  payload: string;
  topic: string | null;
  attempts: number;
  subscription_id: string;
  session_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
};

/** Claims up to `limit` deliveries that are due and not held by a live claim; each claim counts as an attempt. */
export async function claimDeliveries(db: Db, limit: number): Promise<ClaimedDelivery[]> {
  return queryRows<ClaimedDelivery>(
    db,
    sql`
      update push_deliveries d
      set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = d.attempts + 1
      from push_subscriptions s
      where s.id = d.subscription_id and d.id in (
        select id from push_deliveries
        where next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      returning d.id, d.payload, d.topic, d.attempts, s.id as subscription_id, s.session_id, s.endpoint, s.p256dh, s.auth`,
  );
}

export async function deleteDeliveries(db: Db, ids: string[]) {
  if (!ids.length) return;
  await db.execute(
    sql`delete from push_deliveries where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

/** The browser unsubscribed (404/410): the device goes, with whatever else was queued for it. */
export async function deleteSubscription(db: Db, id: string) {
  await db.execute(sql`delete from push_subscriptions where id = ${id}`);
}

/** Each delivery is due again after its own delay, unclaimed: one statement for a whole batch's retries. */
export async function retryDeliveriesLater(db: Db, retries: { id: string; delayMs: number }[]) {
  if (!retries.length) return;
  const rows = sql.join(
    retries.map(({ id, delayMs }) => sql`(${id}::uuid, ${delayMs / 1000}::float8)`),
    sql`, `,
  );
  await db.execute(sql`
    update push_deliveries d
    set claimed_until = null, next_attempt_at = now() + make_interval(secs => r.secs)
    from (values ${rows}) as r(id, secs)
    where d.id = r.id`);
}

/** Whether anything is waiting to be sent (tests wait for an empty queue). */
export async function queuedPushes(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from push_jobs)::int + (select count(*) from push_deliveries)::int as n`,
  );
  return row?.n ?? 0;
}
