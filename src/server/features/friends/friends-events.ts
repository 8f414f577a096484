// Realtime for friends: each student follows only their own topic (and their school's, for the admin switch).
// Events say "what you may see changed" and carry no schedule data: the screens refetch through the API, which
// checks sharing on every read. So turning sharing off reaches every open socket of every friend at once, and a
// socket can never keep receiving what is no longer shared.
import { FRIENDS_CHANGED_EVENT, FRIENDS_TOPIC_PREFIX, FRIENDS_TOPICS } from "../../../domain/friends/friends-topics";
import type { Db, Tx } from "../../platform/database/db";
import type { RealtimeHub } from "../../platform/realtime/realtime";
import type { Publisher } from "../../platform/database/services-plugin";

/** `friends:<my id>` for me alone; `friends:school:<id>` for the students of that school. */
export function registerFriendsTopics(realtime: Pick<RealtimeHub, "registerTopic">) {
  realtime.registerTopic(FRIENDS_TOPIC_PREFIX, (user, param) => {
    if (!user || user.role !== "student") return false;
    const topic = `${FRIENDS_TOPIC_PREFIX}:${param}`;
    return (
      topic === FRIENDS_TOPICS.user(user.id) ||
      (user.schoolId !== null && topic === FRIENDS_TOPICS.school(user.schoolId))
    );
  });
}

export type ChangeReason = "request" | "friendship" | "sharing" | "block" | "school";

/** Tells each of `userIds` (every socket they have open) to refetch what friends show them. */
export async function announceTo(tx: Db | Tx, realtime: Publisher, userIds: readonly string[], reason: ChangeReason) {
  for (const id of new Set(userIds)) {
    await realtime.publish(tx, FRIENDS_TOPICS.user(id), FRIENDS_CHANGED_EVENT, { reason });
  }
}

export async function announceToSchool(tx: Db | Tx, realtime: Publisher, schoolId: number) {
  await realtime.publish(tx, FRIENDS_TOPICS.school(schoolId), FRIENDS_CHANGED_EVENT, { reason: "school" });
}
