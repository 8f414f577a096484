// The realtime topics every feature publishes on, which the hub itself rules (server/platform/realtime/realtime.ts): a person's
// own topic and the admin console's. A feature's own topics are in its folder's `*-topics.ts`. The server registers
// who may follow a topic under its whole name or under its prefix, the part before the first colon.

export const USER_TOPIC_PREFIX = "user";
/** One person's screens on every device: messages, schedule changes, invites, team changes. */
export const userTopic = (userId: string) => `${USER_TOPIC_PREFIX}:${userId}`;

/** The admin console's screens (admins only): users, activity, the audit log, statistics. */
export const ADMIN_TOPIC = "admin";
