// Who may do what: every HTTP route under /api and every realtime topic, with the answer each kind of person gets.
// access-matrix.test.ts and access-matrix-topics.test.ts make each request as each person against the real app, and
// fail when the app has a route or a topic that is not listed here, or when a listed one no longer exists.
//
// The people: an anonymous visitor; "student", who owns the things the requests name (messages, schedule entries,
// a spikeball receipt and application, a team, a jenga turn, friend requests); "otherStudent", another student of the
// same school who must not read or change them; a teacher; a suspended and a banned account (their session cookie is
// still sent); an administrator. Rows run in this order, and the people in ROLES' order, so a row that changes
// someone's standing (bulk approval, sign-out) comes last.

export const ROLES = ["anonymous", "suspended", "banned", "otherStudent", "teacher", "student", "admin"] as const;
export type Role = (typeof ROLES)[number];

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** A status code, or a status with the error code the body must carry. 101: the WebSocket upgrade succeeded. */
export type Answer = number | { status: number; code: string };

export type RouteRow = {
  method: HttpMethod | "GET,POST";
  /** The URL pattern as the app registers it (fastify syntax). */
  route: string;
  /** Tells apart several rows of one route (another id, another body). */
  case?: string;
  expect: Record<Role, Answer>;
};

/** "refused" for suspended and banned accounts means the socket itself is refused (403 at the upgrade). */
export type TopicAnswer = "allowed" | "refused";
export type TopicRow = {
  /** The topic with placeholders: <student>, <school>, <game>, <tournament>... (see the topics test). */
  topic: string;
  case?: string;
  expect: Record<Role, TopicAnswer>;
};

export const rowKey = (row: { method?: string; route?: string; topic?: string; case?: string }) =>
  `${row.method ? `${row.method} ${row.route}` : row.topic}${row.case ? ` [${row.case}]` : ""}`;

/** What a suspended or banned account's session gets on every /api route that reads the session. */
export const BLOCKED = { status: 403, code: "account_blocked" } as const;

const each = (answer: Answer): Record<Role, Answer> => ({
  anonymous: answer,
  suspended: answer,
  banned: answer,
  otherStudent: answer,
  teacher: answer,
  student: answer,
  admin: answer,
});
/** Answers without looking at the session (health, docs, better-auth's own endpoints): the same for everyone. */
const withoutSession = (answer: Answer) => each(answer);
/** Needs no sign-in, but a blocked account's cookie is still refused. */
const open = (answer: Answer) => ({ ...each(answer), suspended: BLOCKED, banned: BLOCKED });
/** Any signed-in, active account. */
const signedIn = (answer: Answer) => ({ ...open(answer), anonymous: 401 });
/** Administrators only. */
const adminOnly = (answer: Answer) => ({ ...signedIn(403), admin: answer });
/** Students of a school only (friends): teachers and administrators are refused too. */
const studentsOnly = (answer: Answer) => ({ ...signedIn(answer), teacher: 403, admin: 403 });
/** Approved spikeball players and administrators (the teacher has not applied). */
const approvedPlayers = (answer: Answer) => ({ ...signedIn(answer), teacher: 403 });

export const ROUTE_MATRIX: RouteRow[] = [
  // Platform
  { method: "GET", route: "/api/health", expect: withoutSession(200) },
  { method: "GET", route: "/api/ready", expect: withoutSession(200) },
  { method: "GET", route: "/api/docs/", expect: withoutSession(200) },
  { method: "GET", route: "/api/docs/json", expect: withoutSession(200) },
  { method: "GET", route: "/api/docs/yaml", expect: withoutSession(200) },
  { method: "GET", route: "/api/docs/static/index.html", expect: withoutSession(302) },
  { method: "GET", route: "/api/docs/static/swagger-initializer.js", expect: withoutSession(200) },
  { method: "GET", route: "/api/docs/static/*", expect: withoutSession(200) },
  {
    method: "GET",
    route: "/api/realtime",
    case: "WebSocket upgrade",
    expect: open(101),
  },
  {
    method: "GET,POST",
    route: "/api/auth/*",
    case: "sign in with one's own password",
    // Anonymous: an account that does not exist. Blocked accounts are refused at sign-in with the reason.
    expect: { ...withoutSession(200), anonymous: 401, suspended: 403, banned: 403 },
  },
  {
    method: "GET,POST",
    route: "/api/auth/*",
    case: "get-session",
    // A blocked account's session is revoked: better-auth's session endpoints refuse it as every other route does.
    expect: open(200),
  },
  {
    method: "GET,POST",
    route: "/api/auth/*",
    case: "list-sessions",
    expect: signedIn(200),
  },
  {
    method: "GET,POST",
    route: "/api/auth/*",
    case: "change-password, with a wrong current password",
    expect: signedIn(400),
  },
  {
    method: "GET,POST",
    route: "/api/auth/*",
    case: "disabled: update-user",
    expect: open(404),
  },
  {
    // Not used by the product (auth-endpoints.ts): a password check no limit counted.
    method: "GET,POST",
    route: "/api/auth/*",
    case: "disabled: verify-password",
    expect: open(404),
  },
  {
    method: "GET,POST",
    route: "/api/auth/*",
    case: "disabled: sign-up/email",
    expect: open(404),
  },

  // Accounts
  { method: "GET", route: "/api/accounts/sign-up-options", expect: open(200) },
  { method: "POST", route: "/api/accounts/sign-up", expect: open(200) },
  { method: "GET", route: "/api/accounts/me", expect: signedIn(200) },
  { method: "GET", route: "/api/accounts/session", expect: open(200) },
  { method: "GET", route: "/api/accounts/sessions", expect: signedIn(200) },
  {
    method: "DELETE",
    route: "/api/accounts/sessions/:sessionId",
    case: "the student's other session",
    expect: { ...signedIn(404), student: 204 },
  },
  // The first-run setup is gone once an administrator exists, as in this world.
  { method: "GET", route: "/api/accounts/setup", expect: open({ status: 410, code: "setup_done" }) },
  { method: "POST", route: "/api/accounts/setup", expect: open({ status: 410, code: "setup_done" }) },
  { method: "PATCH", route: "/api/admin/users/:userId/status", expect: adminOnly(200) },

  // Schedule
  { method: "GET", route: "/api/schedule/settings", expect: open(200) },
  { method: "GET", route: "/api/schedule/today", expect: signedIn(200) },
  { method: "GET", route: "/api/schedule/entries", expect: signedIn(200) },
  { method: "POST", route: "/api/schedule/entries", expect: signedIn(201) },
  {
    method: "GET",
    route: "/api/schedule/entries/:entryId",
    case: "the student's entry",
    expect: { ...signedIn(404), student: 200 },
  },
  {
    method: "PUT",
    route: "/api/schedule/entries/:entryId",
    case: "the student's entry",
    expect: { ...signedIn(404), student: 200 },
  },
  {
    method: "DELETE",
    route: "/api/schedule/entries/:entryId",
    case: "the student's entry",
    expect: { ...signedIn(404), student: 204 },
  },
  // The token is the credential (calendar apps send no cookie); it must run before the student renews or ends it.
  { method: "GET", route: "/api/calendar/:token.ics", case: "the student's token", expect: open(200) },
  { method: "GET", route: "/api/calendar/:token.ics", case: "an unknown token", expect: open(404) },
  { method: "GET", route: "/api/schedule/calendar-feed", expect: signedIn(200) },
  { method: "POST", route: "/api/schedule/calendar-feed", expect: signedIn(201) },
  { method: "DELETE", route: "/api/schedule/calendar-feed", expect: signedIn(204) },
  { method: "GET", route: "/api/admin/users/:userId/schedule", case: "the student", expect: adminOnly(200) },
  { method: "POST", route: "/api/admin/schedule/import/preview", expect: adminOnly(200) },
  { method: "POST", route: "/api/admin/schedule/import", expect: adminOnly(200) },

  // Messaging: students write to administrators only; a conversation is always "mine with this person".
  {
    method: "POST",
    route: "/api/messages",
    case: "to the administrator",
    expect: { ...signedIn(201), admin: 403 },
  },
  {
    method: "POST",
    route: "/api/messages",
    case: "to the student",
    expect: { ...signedIn(403), admin: 201 },
  },
  { method: "GET", route: "/api/messages/conversations", expect: signedIn(200) },
  {
    method: "GET",
    route: "/api/messages/conversations/:otherUserId",
    case: "with the administrator",
    expect: signedIn(200),
  },
  {
    method: "GET",
    route: "/api/messages/conversations/:otherUserId",
    case: "with the student",
    expect: signedIn(200),
  },
  { method: "POST", route: "/api/messages/conversations/:otherUserId/read", expect: signedIn(200) },
  { method: "GET", route: "/api/messages/unread-count", expect: signedIn(200) },
  { method: "GET", route: "/api/messages/people", expect: signedIn(200) },

  // Notifications
  { method: "GET", route: "/api/notifications/active", expect: open(200) },
  { method: "GET", route: "/api/admin/notifications", expect: adminOnly(200) },
  { method: "POST", route: "/api/admin/notifications", expect: adminOnly(201) },
  { method: "PATCH", route: "/api/admin/notifications/:id", expect: adminOnly(200) },
  { method: "DELETE", route: "/api/admin/notifications/:id", expect: adminOnly(204) },

  // Admin console
  { method: "GET", route: "/api/admin/stats", expect: adminOnly(200) },
  { method: "GET", route: "/api/admin/activity", expect: adminOnly(200) },
  { method: "GET", route: "/api/admin/users", expect: adminOnly(200) },
  { method: "PATCH", route: "/api/admin/users/:userId", expect: adminOnly(200) },
  { method: "GET", route: "/api/admin/teacher-applications", expect: adminOnly(200) },
  { method: "POST", route: "/api/admin/teacher-applications/:userId/decision", expect: adminOnly(200) },
  { method: "PUT", route: "/api/admin/signup-settings", expect: adminOnly(200) },
  { method: "GET", route: "/api/admin/users/export", expect: adminOnly(200) },
  { method: "GET", route: "/api/admin/audit-log", expect: adminOnly(200) },

  // Jenga: the games are open to every signed-in person; only the player whose turn it is moves.
  { method: "GET", route: "/api/jenga/me", expect: signedIn(200) },
  { method: "GET", route: "/api/jenga/games", expect: signedIn(200) },
  { method: "POST", route: "/api/jenga/games/join", expect: signedIn(201) },
  { method: "GET", route: "/api/jenga/games/:gameId", expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/jenga/games/:gameId/moves",
    case: "the student's turn",
    expect: { ...signedIn(403), otherStudent: 409, student: 201 },
  },
  { method: "GET", route: "/api/jenga/invites", expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/jenga/invites/:inviteId/respond",
    case: "the student's invite",
    expect: { ...signedIn(404), student: 200 },
  },
  { method: "GET", route: "/api/jenga/leaderboard", expect: signedIn(200) },
  { method: "GET", route: "/api/jenga/admin/games", expect: adminOnly(200) },
  { method: "POST", route: "/api/jenga/admin/games", expect: adminOnly(201) },
  { method: "POST", route: "/api/jenga/admin/games/:gameId/players/:userId/approve", expect: adminOnly(200) },
  { method: "DELETE", route: "/api/jenga/admin/games/:gameId/players/:userId", expect: adminOnly(204) },
  { method: "POST", route: "/api/jenga/admin/games/:gameId/start", expect: adminOnly(200) },
  { method: "POST", route: "/api/jenga/admin/games/:gameId/finish", expect: adminOnly(200) },
  { method: "POST", route: "/api/jenga/admin/games/:gameId/invites", expect: adminOnly(201) },
  { method: "GET", route: "/api/jenga/admin/users", expect: adminOnly(200) },

  // Sports scoreboards and the lower third
  { method: "GET", route: "/api/sports/matches", expect: open(200) },
  { method: "GET", route: "/api/sports/matches/:matchNumber", expect: open(200) },
  { method: "GET", route: "/api/sports/time", expect: open(200) },
  { method: "GET", route: "/api/sports/control-centre", expect: adminOnly(200) },
  { method: "PATCH", route: "/api/sports/matches/:matchNumber", expect: adminOnly(200) },
  { method: "POST", route: "/api/sports/matches/:matchNumber/reset", expect: adminOnly(200) },
  { method: "GET", route: "/api/lower-third/pin", expect: open(200) },
  { method: "PUT", route: "/api/lower-third/pin", expect: adminOnly(200) },
  { method: "POST", route: "/api/lower-third/unlock", case: "the right PIN", expect: open(200) },
  // The generator's grant comes from the right PIN, not from an account: nobody holds one without it.
  {
    method: "GET",
    route: "/api/lower-third/grant",
    case: "no grant",
    expect: open({ status: 401, code: "pin_required" }),
  },

  // Stored files: the signature is the permission.
  { method: "GET", route: "/api/files/*", case: "the student's receipt, signed link", expect: open(200) },
  { method: "GET", route: "/api/files/*", case: "the student's receipt, no signature", expect: open(403) },

  // Spikeball applications and teams
  { method: "GET", route: "/api/spikeball/application", expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/spikeball/application",
    // The students have applied already; the teacher has not (nor has the administrator, who may apply too).
    expect: { ...signedIn(409), teacher: 201, admin: 201 },
  },
  { method: "GET", route: "/api/spikeball/team", expect: approvedPlayers(200) },
  {
    method: "POST",
    route: "/api/spikeball/teams",
    // Both students are on a team already.
    expect: { ...approvedPlayers(409), admin: 201 },
  },
  { method: "GET", route: "/api/spikeball/invitable-users", expect: approvedPlayers(200) },
  {
    method: "POST",
    route: "/api/spikeball/teams/:teamId/invites",
    case: "the student's team",
    expect: { ...approvedPlayers(403), student: 201 },
  },
  { method: "GET", route: "/api/spikeball/invites", expect: approvedPlayers(200) },
  {
    method: "POST",
    route: "/api/spikeball/invites/:inviteId/respond",
    case: "the student's invite",
    expect: { ...approvedPlayers(404), student: 200 },
  },
  { method: "GET", route: "/api/spikeball/admin/applications", expect: adminOnly(200) },
  {
    method: "GET",
    route: "/api/spikeball/admin/applications/:applicationId/receipt-url",
    case: "the student's application",
    expect: adminOnly(200),
  },
  { method: "POST", route: "/api/spikeball/admin/users/:userId/review", expect: adminOnly(200) },
  { method: "GET", route: "/api/spikeball/admin/teams", expect: adminOnly(200) },
  { method: "POST", route: "/api/spikeball/admin/teams", expect: adminOnly(201) },
  { method: "PATCH", route: "/api/spikeball/admin/teams/:teamId", case: "the student's team", expect: adminOnly(200) },
  { method: "DELETE", route: "/api/spikeball/admin/teams/:teamId", expect: adminOnly(204) },
  { method: "POST", route: "/api/spikeball/admin/teams/:teamId/members", expect: adminOnly(201) },
  { method: "DELETE", route: "/api/spikeball/admin/teams/:teamId/members/:memberId", expect: adminOnly(200) },

  // Spikeball tournaments
  { method: "GET", route: "/api/spikeball/tournaments", expect: approvedPlayers(200) },
  { method: "GET", route: "/api/spikeball/tournaments/upcoming-matches", expect: approvedPlayers(200) },
  {
    method: "GET",
    route: "/api/spikeball/tournaments/:tournamentId",
    case: "published",
    expect: approvedPlayers(200),
  },
  {
    method: "GET",
    route: "/api/spikeball/tournaments/:tournamentId",
    case: "in setup",
    expect: { ...approvedPlayers(404), admin: 200 },
  },
  {
    method: "POST",
    route: "/api/spikeball/tournament-matches/:matchId/score",
    case: "the student's live match",
    expect: { ...approvedPlayers(403), student: 200, admin: 200 },
  },
  { method: "GET", route: "/api/spikeball/admin/tournaments", expect: adminOnly(200) },
  { method: "POST", route: "/api/spikeball/admin/tournaments", expect: adminOnly(201) },
  { method: "GET", route: "/api/spikeball/admin/tournament-teams", expect: adminOnly(200) },
  { method: "POST", route: "/api/spikeball/admin/tournaments/:tournamentId/bracket", expect: adminOnly(201) },
  {
    method: "PUT",
    route: "/api/spikeball/admin/tournaments/:tournamentId/bracket/first-round",
    expect: adminOnly(200),
  },
  { method: "POST", route: "/api/spikeball/admin/tournaments/:tournamentId/bracket/seed", expect: adminOnly(200) },
  { method: "POST", route: "/api/spikeball/admin/tournaments/:tournamentId/publish", expect: adminOnly(200) },
  { method: "POST", route: "/api/spikeball/admin/tournament-matches/:matchId/start", expect: adminOnly(200) },
  { method: "POST", route: "/api/spikeball/admin/tournament-matches/:matchId/end", expect: adminOnly(200) },

  // Friends and schedule sharing (students of a school only)
  { method: "GET", route: "/api/friends", expect: studentsOnly(200) },
  { method: "POST", route: "/api/friends/requests", expect: studentsOnly(201) },
  {
    method: "POST",
    route: "/api/friends/requests/:requestId/accept",
    case: "a request to the student",
    expect: { ...studentsOnly(404), student: 200 },
  },
  {
    method: "POST",
    route: "/api/friends/requests/:requestId/decline",
    case: "a request to the student",
    expect: { ...studentsOnly(404), student: 200 },
  },
  {
    method: "POST",
    route: "/api/friends/requests/:requestId/cancel",
    case: "a request from the student",
    expect: { ...studentsOnly(404), student: 200 },
  },
  {
    method: "GET",
    route: "/api/friends/:userId/schedule",
    case: "the student's friend, who shares",
    // Not shared with you reads as "not found", for the other student as for anyone who is not a friend.
    expect: { ...studentsOnly(404), student: 200 },
  },
  {
    method: "GET",
    route: "/api/friends/:userId/schedule",
    case: "the student",
    expect: studentsOnly(404),
  },
  {
    method: "GET",
    route: "/api/friends/:userId/free-together",
    case: "the student's friend, who shares",
    expect: { ...studentsOnly(404), student: 200 },
  },
  { method: "GET", route: "/api/friends/classes-in-common", expect: studentsOnly(200) },
  {
    method: "DELETE",
    route: "/api/friends/:userId",
    case: "the student's friend",
    expect: { ...studentsOnly(404), student: 200 },
  },
  { method: "POST", route: "/api/friends/blocks", expect: studentsOnly(200) },
  {
    method: "DELETE",
    route: "/api/friends/blocks/:userId",
    case: "someone the student blocked",
    expect: { ...studentsOnly(404), student: 200 },
  },
  { method: "PUT", route: "/api/friends/settings", expect: studentsOnly(200) },
  { method: "POST", route: "/api/friends/code", expect: studentsOnly(200) },
  { method: "GET", route: "/api/friends/admin/sharing", expect: adminOnly(200) },
  { method: "PUT", route: "/api/friends/admin/sharing", expect: adminOnly(200) },

  // Privacy: my own data only; deleting an account is mine (with my password) or an administrator's.
  { method: "GET", route: "/api/privacy/export", expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/privacy/delete-account",
    case: "with a wrong password",
    expect: signedIn(400),
  },
  { method: "DELETE", route: "/api/admin/users/:userId", case: "a student", expect: adminOnly(200) },

  // Push: my own devices and choices only; another person's device is "not found", never removed.
  { method: "GET", route: "/api/push/vapid-public-key", expect: signedIn(200) },
  { method: "GET", route: "/api/push/devices", expect: signedIn(200) },
  { method: "POST", route: "/api/push/devices", expect: signedIn(201) },
  {
    method: "DELETE",
    route: "/api/push/devices/:id",
    case: "the student's device",
    expect: { ...signedIn(404), student: 204 },
  },
  // After the row above: turning this browser off takes the student's device (made in this session) with it.
  { method: "DELETE", route: "/api/push/devices/this-device", expect: signedIn(204) },
  { method: "GET", route: "/api/push/preferences", expect: signedIn(200) },
  { method: "PUT", route: "/api/push/preferences", expect: signedIn(200) },

  // Last: these change who may do what (everyone approved; sessions ended).
  { method: "POST", route: "/api/spikeball/admin/applications/bulk-approve", expect: adminOnly(200) },
  {
    method: "GET,POST",
    route: "/api/auth/*",
    case: "sign-out",
    // The restriction screen's Sign Out works for a blocked account too.
    expect: withoutSession(200),
  },
];

/** Topic rules: who may subscribe. Suspended and banned accounts cannot open a socket at all. */
const anyone: Record<Role, TopicAnswer> = {
  anonymous: "allowed",
  suspended: "refused",
  banned: "refused",
  otherStudent: "allowed",
  teacher: "allowed",
  student: "allowed",
  admin: "allowed",
};
const nobody: Record<Role, TopicAnswer> = {
  anonymous: "refused",
  suspended: "refused",
  banned: "refused",
  otherStudent: "refused",
  teacher: "refused",
  student: "refused",
  admin: "refused",
};
const signedInTopic = { ...anyone, anonymous: "refused" } as const;
const adminTopic = { ...nobody, admin: "allowed" } as const;
const approvedTopic = { ...nobody, otherStudent: "allowed", student: "allowed", admin: "allowed" } as const;

export const TOPIC_MATRIX: TopicRow[] = [
  { topic: "user:<student>", expect: { ...nobody, student: "allowed" } },
  { topic: "admin", expect: adminTopic },
  { topic: "notifications", expect: anyone },
  { topic: "sports:match:<n>", case: "a match of the four", expect: anyone },
  { topic: "sports:match:<n>", case: "no such match", expect: nobody },
  { topic: "jenga:lobby", expect: signedInTopic },
  { topic: "jenga:leaderboard", expect: signedInTopic },
  { topic: "jenga:admin", expect: adminTopic },
  { topic: "jenga:game:<game>", expect: signedInTopic },
  { topic: "spikeball:admin", expect: adminTopic },
  { topic: "spikeball-tournaments", expect: approvedTopic },
  { topic: "spikeball-tournament:<tournament>", case: "published", expect: approvedTopic },
  { topic: "spikeball-tournament:<tournament>", case: "in setup", expect: adminTopic },
  { topic: "friends:<student>", expect: { ...nobody, student: "allowed" } },
  {
    topic: "friends:school:<school>",
    case: "the students' school",
    expect: { ...nobody, student: "allowed", otherStudent: "allowed" },
  },
];
