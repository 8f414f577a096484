// For each of my entries, the friends sharing with me who take the same class, and on which of its days.
import type { ClassesInCommon } from "../../../domain/friends/friends-schemas";
import { commonDays } from "../../../domain/friends/schedule-overlap";
import type { Weekday } from "../../../domain/schedule/schedule-rules";
import type { Db } from "../../platform/database/db";
import { entriesOf, friendsWithFacts, type Student } from "./friends-queries";

/** For each of my entries, the friends sharing with me who take the same class, and on which of its days. */
export async function listClassesInCommon(db: Db, me: Student): Promise<ClassesInCommon> {
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
