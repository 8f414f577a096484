// Spikeball's realtime names for applications and teams: a student hears of their own changes on their `user:<id>`
// topic (realtime-topics.ts), the admins' Spikeball tab follows `spikeball:admin`. The tournaments' are in
// tournament-topics.ts.

export const SPIKEBALL_TOPIC_PREFIX = "spikeball";
export const SPIKEBALL_TOPICS = { admin: `${SPIKEBALL_TOPIC_PREFIX}:admin` } as const;
/** The realtime event every spikeball change sends; screens refetch what they show. */
export const SPIKEBALL_EVENT = "spikeball-changed";
