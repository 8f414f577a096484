// The event that tells a user's open screens their schedule changed; clients refetch.
import { userTopic } from "../../../domain/realtime-topics";
import { SCHEDULE_CHANGED_EVENT } from "../../../domain/schedule/schedule-topics";
import type { Db, Tx } from "../../platform/database/db";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

export async function announceScheduleChange(realtime: UseCaseDeps["realtime"], tx: Db | Tx, userId: string) {
  await realtime.publish(tx, userTopic(userId), SCHEDULE_CHANGED_EVENT);
}

/** Users told per statement by a timetable import: one statement of 500 notifications instead of 500 round trips. */
const ANNOUNCE_BATCH = 500;

/** Tells each of these users' screens their schedule changed (a timetable import touches thousands at once). */
export async function announceScheduleChanges(realtime: UseCaseDeps["realtime"], tx: Db | Tx, userIds: string[]) {
  for (let i = 0; i < userIds.length; i += ANNOUNCE_BATCH) {
    const batch = userIds.slice(i, i + ANNOUNCE_BATCH);
    await realtime.publishAll(
      tx,
      batch.map((userId) => ({ topic: userTopic(userId), event: SCHEDULE_CHANGED_EVENT })),
    );
  }
}
