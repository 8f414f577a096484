// The floor of message delivery (bench/message-rate.ts): the transaction `POST /api/messages` exists to run (the
// message, both people's conversation summaries, the three NOTIFYs), hand-written, prepared, sent straight through
// `pg` on a connection of a pool, statement after statement, with none of the route around it. And how much CPU the
// PostgreSQL backends of the benchmark's database use, the other half of every round trip.
import type pg from "pg";
import { MESSAGE_EVENTS } from "../../src/domain/messaging/message-topics";
import { ADMIN_TOPIC, userTopic } from "../../src/domain/realtime-topics";
import { REALTIME_CHANNEL } from "../../src/server/platform/realtime/realtime-notify";
import { cpuTimes } from "./machine";

/** Both people's summary rows, the lower id first; the recipient ($5) gets one more unread. */
const SUMMARIES = `
  insert into conversation_summaries as s (owner_id, other_id, last_message_id, last_message, last_message_at, unread_count)
  select o, t, $3, $4, m.created_at, case when o = $5 then 1 else 0 end
  from (values ($1::text, $2::text), ($2, $1)) as p(o, t), messages m where m.id = $3
  on conflict (owner_id, other_id) do update set
    last_message_id = case when (excluded.last_message_at, excluded.last_message_id) > (s.last_message_at, s.last_message_id)
                      then excluded.last_message_id else s.last_message_id end,
    last_message = case when (excluded.last_message_at, excluded.last_message_id) > (s.last_message_at, s.last_message_id)
                   then excluded.last_message else s.last_message end,
    last_message_at = case when (excluded.last_message_at, excluded.last_message_id) > (s.last_message_at, s.last_message_id)
                      then excluded.last_message_at else s.last_message_at end,
    unread_count = s.unread_count + excluded.unread_count`;

/** BEGIN, the message, the summaries, the NOTIFYs (the same events, on the hub's channel), COMMIT. */
export async function floorTransaction(pool: pg.Pool, senderId: string, recipientId: string, content: string) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const { rows } = await client.query<{ id: string }>({
      name: "floor-message",
      text: "insert into messages (sender_id, recipient_id, content) values ($1, $2, $3) returning *",
      values: [senderId, recipientId, content],
    });
    const id = rows[0]!.id;
    const [first, second] = senderId < recipientId ? [senderId, recipientId] : [recipientId, senderId];
    await client.query({ name: "floor-summaries", text: SUMMARIES, values: [first, second, id, content, recipientId] });
    const event = { id, senderId, recipientId };
    const envelopes = [
      { kind: "event", topic: userTopic(recipientId), event: MESSAGE_EVENTS.sent, data: event },
      { kind: "event", topic: userTopic(senderId), event: MESSAGE_EVENTS.sent, data: event },
      { kind: "event", topic: ADMIN_TOPIC, event: "activity-changed", data: { messageId: id } },
    ].map((e) => JSON.stringify(e));
    await client.query({
      name: "floor-notify",
      text: "select pg_notify($1, $2), pg_notify($1, $3), pg_notify($1, $4)",
      values: [REALTIME_CHANNEL, ...envelopes],
    });
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The CPU seconds of the benchmark database's backends from now until `stop()` is called: those of backends opened
 * meanwhile count whole, those closed meanwhile are lost (the pools keep theirs open throughout).
 */
export async function postgresCpu(db: pg.Client): Promise<{ stop: () => Promise<number> }> {
  const before = cpuOf(await backends(db));
  return {
    stop: async () => {
      const after = cpuOf(await backends(db));
      let used = 0;
      for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
      return used;
    },
  };
}

async function backends(db: pg.Client): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
  );
  return rows.map((r) => r.pid);
}

function cpuOf(pids: number[]): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    try {
      const { user, system } = cpuTimes(pid);
      cpu.set(pid, user + system);
    } catch {
      // Gone meanwhile.
    }
  }
  return cpu;
}
