// The event that tells a user's open screens their schedule changed; clients refetch.
import type { Db, Tx } from "../../platform/db";
import type { RealtimeHub } from "../../platform/realtime";

/** What a schedule use case that writes needs: the database and the realtime hub to tell the owner's screens. */
export type ScheduleDeps = { db: Db; realtime: Pick<RealtimeHub, "publish"> };

/** Published on `user:<id>` when that user's entries change. */
export const SCHEDULE_CHANGED_EVENT = "schedule";

export async function announceScheduleChange(realtime: ScheduleDeps["realtime"], tx: Db | Tx, userId: string) {
  await realtime.publish(tx, `user:${userId}`, SCHEDULE_CHANGED_EVENT);
}
