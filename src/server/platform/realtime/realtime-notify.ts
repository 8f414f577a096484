// What the realtime hub sends through PostgreSQL NOTIFY: every process LISTENs on one channel, and each payload is an
// envelope (an event for a topic's subscribers, or sockets to close).
import { type SQL, sql } from "drizzle-orm";

export const REALTIME_CHANNEL = "cohort_realtime";
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; events carry ids and small rows, never lists.
const MAX_NOTIFY_BYTES = 7900;

export type Envelope =
  | { kind: "event"; topic: string; event: string; data?: unknown }
  | { kind: "close-user"; userId: string }
  | { kind: "close-session"; sessionId: string };

export function payloadOf(envelope: Envelope): string {
  const payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES) return payload;
  throw new Error(`realtime payload of ${Buffer.byteLength(payload)} bytes is too large: send ids, not rows`);
}

/** An expression that sends each payload of a text array (`payloads`, a parameter), in order; its value is the count. */
export const notifyEach = (payloads: unknown): SQL =>
  sql`(select count(pg_notify(${REALTIME_CHANNEL}, p)) from unnest(${payloads}::text[]) as p)`;
