// The routes a school calls all day, on a generated year: what a student's dashboard, Jenga Hub and Spikeball
// dashboard ask for, and the admin console's. The query-plan test calls each one and checks its SQL; the year-routes
// benchmark measures each one at 50 connections. Ids in the paths are found in the year itself.
import { randomBytes } from "node:crypto";
import {
  ADMIN_GAMES_PAGE_SIZE,
  FINISH_GAMES_SHOWN,
  LEADERBOARD_PAGE_SIZE,
  LIVE_GAMES_PAGE_SIZE,
} from "../../../domain/jenga/jenga-rules";
import { encodeCursor } from "../../../domain/paging/cursor";
import { APPLICATIONS_PAGE_SIZE, TEAMS_PAGE_SIZE } from "../../../domain/spikeball/spikeball-rules";
import { signedBearerToken } from "../../platform/auth/session-lookup";
import type { RunSql } from "./year-sql";
import { adminId, longConversationPair, studentId, type YearSize } from "./year-size";

export type HotRoute = { as: "student" | "admin"; name: string; url: string };

type Rows<T> = { rows: T[] };
const one = async <T>(run: RunSql, text: string, params: unknown[] = []) =>
  ((await run(text, params)) as Rows<T>).rows[0];

/** The admin console's users list shows this many a page unless asked otherwise. */
const USERS_PAGE = 50;
const AUDIT_PAGE = 50;
/** The conversation list's first page, as the Messages dialog and the console's Messaging tab ask for it. */
const CONVERSATIONS_FIRST_PAGE = "/api/messages/conversations?page=1";

export async function hotRoutes(run: RunSql, size: YearSize): Promise<HotRoute[]> {
  const { studentId: student, adminId: admin } = longConversationPair(size);
  const game = await one<{ id: string }>(run, `select id from jenga_games where status = 'active' order by id limit 1`);
  const tournament = await one<{ id: string }>(
    run,
    `select id from spikeball_tournaments where status = 'active' order by id limit 1`,
  );
  const school = await one<{ school_id: number }>(run, `select school_id from users where id = $1`, [student]);
  const oldest = await one<{ id: string; created_at: Date | string }>(
    run,
    `select id, created_at from messages
     where (sender_id = $1 and recipient_id = $2) or (sender_id = $2 and recipient_id = $1)
     order by created_at, id offset 50 limit 1`,
    [student, admin],
  );
  const users = size.admins + size.teachers + size.students;
  const oldestAudit = await one<{ id: string; time: string }>(
    run,
    `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as time from audit_log
     order by created_at, id offset ${AUDIT_PAGE} limit 1`,
  );
  // A friend of this student, who shares with all friends: a year's settings may have left all of this student's
  // friends sharing with nobody, and the friend's schedule and free time must answer 200 to be measured.
  const friendship = await one<{ friend: string }>(
    run,
    `select case when user_low_id = $1 then user_high_id else user_low_id end as friend
     from friendships where user_low_id = $1 or user_high_id = $1 order by 1 limit 1`,
    [student],
  );
  if (friendship) {
    await run(`update friend_settings set share_scope = 'all_friends' where user_id = $1`, [friendship.friend]);
  }
  const friend = friendship?.friend ?? studentId(1);
  const oldestCursor = oldest ? encodeCursor(new Date(oldest.created_at).toISOString(), oldest.id) : "";
  const conversation = (other: string) => `/api/messages/conversations/${encodeURIComponent(other)}`;
  const s = (name: string, url: string): HotRoute => ({ as: "student", name, url });
  const a = (name: string, url: string): HotRoute => ({ as: "admin", name, url });
  return [
    s("session", "/api/accounts/session"),
    s("me", "/api/accounts/me"),
    s("today's schedule", "/api/schedule/today"),
    s("schedule entries", "/api/schedule/entries"),
    s("calendar feed status", "/api/schedule/calendar-feed"),
    s("active notifications", "/api/notifications/active"),
    s("unread messages", "/api/messages/unread-count"),
    s("conversations", CONVERSATIONS_FIRST_PAGE),
    s("people to message", "/api/messages/people?search=ada"),
    s("conversation, newest page", conversation(admin)),
    s("conversation, oldest page", `${conversation(admin)}?before=${encodeURIComponent(oldestCursor)}`),
    s("friends", "/api/friends"),
    s("classes in common", "/api/friends/classes-in-common"),
    s("friend's schedule", `/api/friends/${friend}/schedule`),
    s("free together", `/api/friends/${friend}/free-together`),
    s("jenga: me", "/api/jenga/me"),
    s("jenga: live games", `/api/jenga/games?page=1&pageSize=${LIVE_GAMES_PAGE_SIZE}`),
    s("jenga: a game", `/api/jenga/games/${game?.id ?? "none"}`),
    s("jenga: invites", "/api/jenga/invites"),
    s("jenga: leaderboard", `/api/jenga/leaderboard?page=1&pageSize=${LEADERBOARD_PAGE_SIZE}`),
    s("jenga: leaderboard, page 2", `/api/jenga/leaderboard?page=2&pageSize=${LEADERBOARD_PAGE_SIZE}`),
    s("spikeball: application", "/api/spikeball/application"),
    s("spikeball: team", "/api/spikeball/team"),
    s("spikeball: invites", "/api/spikeball/invites"),
    s("spikeball: invitable players", "/api/spikeball/invitable-users?search=ada"),
    s("spikeball: tournaments", "/api/spikeball/tournaments"),
    s("spikeball: upcoming matches", "/api/spikeball/tournaments/upcoming-matches"),
    s("spikeball: a tournament", `/api/spikeball/tournaments/${tournament?.id ?? "none"}`),
    a("statistics", "/api/admin/stats"),
    a("recent activity", "/api/admin/activity"),
    a("users", "/api/admin/users"),
    a("users: search", "/api/admin/users?search=ada"),
    a("users: suspended", "/api/admin/users?status=suspended"),
    a("users: one school", `/api/admin/users?schoolId=${school?.school_id ?? 1}`),
    a("users: by name", "/api/admin/users?sort=name"),
    a("users: by email", "/api/admin/users?sort=email"),
    a("users: by status", "/api/admin/users?sort=status"),
    a("users: last page", `/api/admin/users?page=${Math.ceil(users / USERS_PAGE)}&pageSize=${USERS_PAGE}`),
    a("audit log", `/api/admin/audit-log?pageSize=${AUDIT_PAGE}`),
    a(
      "audit log: oldest page",
      `/api/admin/audit-log?pageSize=${AUDIT_PAGE}&before=${encodeURIComponent(oldestAudit ? encodeCursor(oldestAudit.time, oldestAudit.id) : "")}`,
    ),
    a("notifications", "/api/admin/notifications"),
    a("teacher applications", "/api/admin/teacher-applications"),
    a("conversations", CONVERSATIONS_FIRST_PAGE),
    a("conversations: page 2", "/api/messages/conversations?page=2"),
    a("unread messages", "/api/messages/unread-count"),
    a("conversation, newest page", conversation(student)),
    a("conversation, oldest page", `${conversation(student)}?before=${encodeURIComponent(oldestCursor)}`),
    a("jenga games", `/api/jenga/admin/games?page=1&pageSize=${ADMIN_GAMES_PAGE_SIZE}`),
    a("jenga games: active", `/api/jenga/admin/games?status=active&page=1&pageSize=${FINISH_GAMES_SHOWN}`),
    a(
      "spikeball applications",
      `/api/spikeball/admin/applications?status=pending&page=1&pageSize=${APPLICATIONS_PAGE_SIZE}`,
    ),
    a(
      "spikeball applications: not applied",
      `/api/spikeball/admin/applications?status=not_applied&page=1&pageSize=${APPLICATIONS_PAGE_SIZE}`,
    ),
    a("spikeball teams", `/api/spikeball/admin/teams?page=1&pageSize=${TEAMS_PAGE_SIZE}`),
    a("spikeball tournaments", "/api/spikeball/admin/tournaments"),
  ];
}

/** The users the hot routes are called as: the student and the admin of the first long conversation. */
export const hotRouteUsers = (size: YearSize) => ({ student: longConversationPair(size).studentId, admin: adminId(0) });

/** A fresh session for `userId`, written into the database; answers the `authorization` header that carries it. */
export async function bearerFor(run: RunSql, userId: string, secret: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await run(`insert into sessions (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')`, [
    `hot-${token}`,
    token,
    userId,
  ]);
  return `Bearer ${signedBearerToken(token, secret)}`;
}
