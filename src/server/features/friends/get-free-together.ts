// Today's periods (the school's day, in its time zone) when both I and a friend who shares with me are free.
import type { FreeTogether } from "../../../domain/friends/friends-schemas";
import { freePeriodsTogether } from "../../../domain/friends/schedule-overlap";
import { schoolClock } from "../../../domain/schedule/school-clock";
import type { Db } from "../../platform/database/db";
import { entriesOf, sharingFriend, type Student } from "./friends-queries";

export async function getFreeTogether(
  db: Db,
  me: Student,
  friendId: string,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<FreeTogether> {
  const friend = await sharingFriend(db, me, friendId);
  const clock = schoolClock(now, timeZone);
  const entries = await entriesOf(db, [me.id, friend.id]);
  const periods = freePeriodsTogether(
    entries.filter((e) => e.userId === me.id),
    entries.filter((e) => e.userId === friend.id),
    clock.weekday,
  );
  return {
    friend: { id: friend.id, name: friend.name },
    weekday: clock.weekday,
    isWeekend: clock.isWeekend,
    periods: periods.map(({ startTime, endTime, startLabel, endLabel, durationLabel }) => ({
      startTime,
      endTime,
      startLabel,
      endLabel,
      durationLabel,
    })),
  };
}
