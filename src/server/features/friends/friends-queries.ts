// Reads and writes shared by the friends use cases: who a student is, their settings (created on first use),
// friendships and their end, blocks, the one place that decides whose schedule a viewer may see, and the entries
// of shared schedules.
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { friendCodeFrom, maySeeSchedule, type ShareScope } from "../../../domain/friends/friend-rules";
import { FRIENDS_TEXTS } from "../../../domain/friends/friends-texts";
import {
  friendSettings,
  friendships,
  scheduleEntries,
  schoolSettings,
  shareChosenFriends,
  userBlocks,
  users,
} from "../../db/schema";
import { type Db, type Tx, queryRows } from "../../platform/database/db";
import { AppError, forbidden } from "../../platform/http/errors";
import type { SignedInUser } from "../../platform/auth/access";

export type Student = { id: string; schoolId: number };

/** The signed-in user as a student with a school; anyone else may not use friends. */
export function asStudent(me: SignedInUser): Student {
  if (me.role !== "student") throw forbidden(FRIENDS_TEXTS.studentsOnly);
  if (me.schoolId === null) throw new AppError("no_school", FRIENDS_TEXTS.noSchool, 403);
  return { id: me.id, schoolId: me.schoolId };
}

/** A friendship's row key: the smaller id first. */
export function pairOf(a: string, b: string) {
  return a < b ? { userLowId: a, userHighId: b } : { userLowId: b, userHighId: a };
}

export async function areFriends(db: Db | Tx, a: string, b: string): Promise<boolean> {
  const { userLowId, userHighId } = pairOf(a, b);
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(friendships)
    .where(and(eq(friendships.userLowId, userLowId), eq(friendships.userHighId, userHighId)));
  return Boolean(row);
}

export async function blockedEitherWay(db: Db | Tx, a: string, b: string): Promise<{ byA: boolean; byB: boolean }> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    );
  return { byA: rows.some((r) => r.blockerId === a), byB: rows.some((r) => r.blockerId === b) };
}

/** My settings row, made with a fresh personal code the first time (retrying on the rare code collision). */
export async function settingsOf(db: Db | Tx, userId: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(friendSettings).where(eq(friendSettings.userId, userId));
    if (existing) return existing;
    const inserted = await db
      .insert(friendSettings)
      .values({ userId, friendCode: friendCodeFrom(randomBytes(8)) })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return inserted[0];
  }
  throw new Error("could not create friend settings");
}

export async function schoolSharingEnabled(db: Db | Tx, schoolId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: schoolSettings.scheduleSharingEnabled })
    .from(schoolSettings)
    .where(eq(schoolSettings.schoolId, schoolId));
  return row?.enabled ?? true;
}

/** A student of my school (active, role student), or null: the only people friends can reach. */
export async function schoolmate(db: Db | Tx, me: Student, where: { id: string } | { email: string }) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        "id" in where ? eq(users.id, where.id) : eq(users.email, where.email),
        eq(users.schoolId, me.schoolId),
        eq(users.role, "student"),
        eq(users.status, "active"),
      ),
    );
  return row ?? null;
}

export type FriendFacts = {
  id: string;
  name: string;
  email: string;
  since: Date;
  showRooms: boolean;
  sharesWithMe: boolean;
};

type FactsRow = {
  id: string;
  name: string;
  email: string;
  since: Date | string;
  status: string;
  role: string;
  school_id: number | null;
  sharing_enabled: boolean | null;
  share_scope: ShareScope | null;
  show_rooms: boolean | null;
  chosen: boolean;
  blocked: boolean;
  my_school_sharing: boolean | null;
};

/**
 * My friends, each with whether they share their schedule with me right now. The facts come from one query; the
 * decision is the domain's maySeeSchedule, the single rule every endpoint goes through.
 */
export async function friendsWithFacts(db: Db | Tx, me: Student): Promise<FriendFacts[]> {
  const rows = await queryRows<FactsRow>(
    db,
    sql`
    select u.id, u.name, u.email, f.created_at as since, u.status, u.role, u.school_id,
      ss.schedule_sharing_enabled as sharing_enabled, fs.share_scope, fs.show_rooms,
      exists (select 1 from share_chosen_friends c where c.owner_id = u.id and c.friend_id = ${me.id}) as chosen,
      exists (select 1 from user_blocks b
              where (b.blocker_id = u.id and b.blocked_id = ${me.id}) or (b.blocker_id = ${me.id} and b.blocked_id = u.id)
             ) as blocked,
      -- My school's switch rides along, so the facts cost one round trip.
      (select my.schedule_sharing_enabled from school_settings my where my.school_id = ${me.schoolId}) as my_school_sharing
    from friendships f
    join users u on u.id = case when f.user_low_id = ${me.id} then f.user_high_id else f.user_low_id end
    left join friend_settings fs on fs.user_id = u.id
    left join school_settings ss on ss.school_id = u.school_id
    where f.user_low_id = ${me.id} or f.user_high_id = ${me.id}
    order by lower(u.name), u.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    since: new Date(r.since),
    showRooms: Boolean(r.show_rooms),
    sharesWithMe: maySeeSchedule({
      sameSchool: r.school_id === me.schoolId,
      schoolSharingEnabled: (r.my_school_sharing ?? true) && (r.sharing_enabled ?? true),
      ownerActive: r.status === "active" && r.role === "student",
      // The session already refused a blocked viewer; reaching here means the viewer is active.
      viewerActive: true,
      areFriends: true,
      blockedEitherWay: r.blocked,
      shareScope: r.share_scope ?? "nobody",
      viewerIsChosen: r.chosen,
    }),
  }));
}

/** The friend whose schedule I may see, or the same 404 for every other case (unknown id, not shared, blocked...). */
export async function sharingFriend(db: Db | Tx, me: Student, ownerId: string): Promise<FriendFacts> {
  const friend = (await friendsWithFacts(db, me)).find((f) => f.id === ownerId);
  if (!friend?.sharesWithMe) throw new AppError("not_shared", FRIENDS_TEXTS.notShared, 404);
  return friend;
}

/** Deletes the friendship and each one's choice of the other as a "chosen friend"; true when there was one. */
export async function endFriendship(tx: Db | Tx, a: string, b: string): Promise<boolean> {
  const { userLowId, userHighId } = pairOf(a, b);
  const removed = await tx
    .delete(friendships)
    .where(and(eq(friendships.userLowId, userLowId), eq(friendships.userHighId, userHighId)))
    .returning({ low: friendships.userLowId });
  await tx
    .delete(shareChosenFriends)
    .where(
      or(
        and(eq(shareChosenFriends.ownerId, a), eq(shareChosenFriends.friendId, b)),
        and(eq(shareChosenFriends.ownerId, b), eq(shareChosenFriends.friendId, a)),
      ),
    );
  return removed.length > 0;
}

/** The schedule entries of several students at once, for the views friends share (after the sharing check). */
export async function entriesOf(db: Db, userIds: string[]) {
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
