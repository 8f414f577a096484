// Realtime for spikeball applications and teams. Students hear about their own changes on their `user:<id>` topic
// (application reviewed, team changed, invite received); admins follow `spikeball:admin`. Events are published inside
// the use case's transaction, so they leave only when it commits; they carry no data worth hiding, and screens refetch.
import { userTopic } from "../../../domain/realtime-topics";
import { SPIKEBALL_EVENT, SPIKEBALL_TOPIC_PREFIX, SPIKEBALL_TOPICS } from "../../../domain/spikeball/spikeball-topics";
import type { Db, Tx } from "../../platform/database/db";
import type { RealtimeHub } from "../../platform/realtime/realtime";
import type { Publisher } from "../../platform/database/services-plugin";

/** `spikeball:admin` for admins only. */
export function registerSpikeballTopics(realtime: Pick<RealtimeHub, "registerTopic">) {
  realtime.registerTopic(
    SPIKEBALL_TOPIC_PREFIX,
    (user, param) => `${SPIKEBALL_TOPIC_PREFIX}:${param}` === SPIKEBALL_TOPICS.admin && user?.role === "admin",
  );
}

export type SpikeballChange = "application" | "team" | "invite";

/** Tells these users and every admin's Spikeball tab that `change` happened. */
export async function announce(tx: Db | Tx, realtime: Publisher, change: SpikeballChange, userIds: Iterable<string>) {
  for (const userId of new Set(userIds)) await realtime.publish(tx, userTopic(userId), SPIKEBALL_EVENT, { change });
  await realtime.publish(tx, SPIKEBALL_TOPICS.admin, SPIKEBALL_EVENT, { change });
}
