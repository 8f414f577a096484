// A friend's week, if they share it with me; rooms only if they chose to show them.
import type { FriendSchedule, SharedEntry } from "../../../domain/friends/friends-schemas";
import type { Weekday } from "../../../domain/schedule/schedule-rules";
import type { Db } from "../../platform/database/db";
import { entriesOf, sharingFriend, type Student } from "./friends-queries";

export async function getFriendSchedule(
  db: Db,
  me: Student,
  friendId: string,
  timeZone: string,
): Promise<FriendSchedule> {
  const friend = await sharingFriend(db, me, friendId);
  const entries = await entriesOf(db, [friend.id]);
  return {
    friend: { id: friend.id, name: friend.name },
    showsRooms: friend.showRooms,
    timeZone,
    entries: entries.map((e): SharedEntry => ({
      id: e.id,
      className: e.className,
      teacherName: e.teacherName,
      roomNumber: friend.showRooms ? e.roomNumber : null,
      startTime: e.startTime,
      endTime: e.endTime,
      daysOfWeek: e.daysOfWeek as Weekday[],
    })),
  };
}
