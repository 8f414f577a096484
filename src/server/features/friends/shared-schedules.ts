// What friends see of each other's schedules: a friend's week, the periods we are both free today, and which of my
// classes friends take with me. Each read goes through sharingFriend / friendsWithFacts, so nothing unshared leaves.
import { asc, inArray } from "drizzle-orm";
import type {
  ClassesInCommon,
  FreeTogether,
  FriendSchedule,
  SharedEntry,
} from "../../../domain/friends/friends-schemas";
import { commonDays, freePeriodsTogether } from "../../../domain/friends/schedule-overlap";
import type { Weekday } from "../../../domain/schedule/schedule-rules";
import { schoolClock } from "../../../domain/schedule/school-clock";
import { scheduleEntries } from "../../db/schema";
import type { Db } from "../../platform/db";
import { friendsWithFacts, sharingFriend, type Student } from "./friends-queries";

async function entriesOf(db: Db, userIds: string[]) {
  if (!userIds.length) return [];
  return db
    .select({
      id: scheduleEntries.id,
      userId: scheduleEntries.userId,
      className: scheduleEntries.className,
      teacherName: scheduleEntries.teacherName,
      roomNumber: scheduleEntries.roomNumber,
      startTime: scheduleEntries.startTime,
      endTime: scheduleEntries.endTime,
      daysOfWeek: scheduleEntries.daysOfWeek,
    })
    .from(scheduleEntries)
    .where(inArray(scheduleEntries.userId, userIds))
    .orderBy(asc(scheduleEntries.startTime), asc(scheduleEntries.endTime), asc(scheduleEntries.className));
}

export async function friendSchedule(db: Db, me: Student, friendId: string, timeZone: string): Promise<FriendSchedule> {
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

export async function freeTogether(
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

/** For each of my entries, the friends sharing with me who take the same class, and on which of its days. */
export async function classesInCommon(db: Db, me: Student): Promise<ClassesInCommon> {
  const sharing = (await friendsWithFacts(db, me)).filter((f) => f.sharesWithMe);
  const entries = await entriesOf(db, [me.id, ...sharing.map((f) => f.id)]);
  const mine = entries.filter((e) => e.userId === me.id);
  const classes: ClassesInCommon["classes"] = [];
  for (const entry of mine) {
    const friends: ClassesInCommon["classes"][number]["friends"] = [];
    for (const friend of sharing) {
      const days = new Set<Weekday>();
      for (const theirs of entries) {
        if (theirs.userId === friend.id) for (const day of commonDays(entry, theirs)) days.add(day);
      }
      if (days.size) {
        const ordered = entry.daysOfWeek.filter((d) => days.has(d as Weekday)) as Weekday[];
        friends.push({ id: friend.id, name: friend.name, days: ordered });
      }
    }
    if (friends.length) classes.push({ entryId: entry.id, friends });
  }
  return { classes };
}
