// The database schema (Drizzle): every table of the product, with the spec's rules as CHECK, UNIQUE and FK constraints.
// The migration in ./migrations is generated from this file (`npm run db:generate`); SQL must run on PostgreSQL 15+.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------------------------------------------------
// Enumerated values. Stored as text with a CHECK (not PostgreSQL enums) so adding a value is a plain constraint swap.

export const userStatuses = ["active", "suspended", "banned"] as const;
export const userRoles = ["student", "teacher", "admin"] as const;
export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const notificationTypes = ["info", "success", "warning", "error"] as const;
export const teacherApplicationStatuses = ["pending", "approved", "denied"] as const;
export const jengaGameStatuses = ["waiting", "active", "finished"] as const;
export const jengaPlayerStatuses = ["pending", "approved"] as const;
export const jengaDifficulties = ["easy", "hard"] as const;
export const inviteStatuses = ["pending", "accepted", "declined"] as const;
// "not_applied" is not stored: it is the state of a user with no application row.
export const spikeballApplicationStatuses = ["pending", "approved", "denied"] as const;
export const spikeballTeamRoles = ["captain", "member"] as const;
export const spikeballTournamentStatuses = ["setup", "ready", "active", "completed"] as const;
export const spikeballTournamentTypes = ["single_elimination"] as const;
export const spikeballMaxTeams = [4, 8, 16, 32] as const;
export const spikeballMatchStatuses = ["pending", "scheduled", "in_progress", "completed"] as const;

// The one value the spec ever uses for sports_game_state.game_id.
export const SPORTS_GAME_ID = "current_game";

const HH_MM = "^([01][0-9]|2[0-3]):[0-5][0-9]$";

// ---------------------------------------------------------------------------------------------------------------------
// Helpers

/** `column IN ('a', 'b')` for a CHECK; the values are our own constants, never user input. */
function oneOf(column: AnyColumn, values: readonly (string | number)[]): SQL {
  const literals = values.map((v) => sql.raw(typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.join(literals, sql`, `)})`;
}

/** At least one non-space character (the app trims; this catches a write that did not). */
function notBlank(column: AnyColumn): SQL {
  return sql`${column} ~ '[^[:space:]]'`;
}

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestamptz("created_at").notNull().defaultNow();
const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------------------------------
// Accounts

export const schools = pgTable("schools", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique("schools_name_unique"),
  createdAt: createdAt(),
});

// Shaped for better-auth (modelName "users"): string ids it generates, name, email, email_verified, image, timestamps.
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique("users_email_unique"),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    schoolId: integer("school_id").references(() => schools.id, { onDelete: "set null" }),
    role: text("role", { enum: userRoles }).notNull().default("student"),
    status: text("status", { enum: userStatuses }).notNull().default("active"),
    // Null with status "banned" means a permanent ban; a past value means the ban has run out.
    bannedUntil: timestamptz("banned_until"),
    banReason: text("ban_reason"),
    isCasStudent: boolean("is_cas_student").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_role_check", oneOf(t.role, userRoles)),
    check("users_status_check", oneOf(t.status, userStatuses)),
    // Emails are compared case-insensitively by storing them lowercased; the unique constraint then does the rest.
    check("users_email_lowercase_check", sql`${t.email} = lower(${t.email})`),
    // Lifting a ban must also clear its end time, so a stale banned_until never lingers on an active account.
    check("users_banned_until_check", sql`${t.bannedUntil} is null or ${t.status} = 'banned'`),
    index("users_created_at_idx").on(t.createdAt),
    index("users_school_id_idx").on(t.schoolId),
    // The messaging user list: active users ordered by name; also the admin filter by status.
    index("users_status_name_idx").on(t.status, t.name),
  ],
);

// better-auth's own tables (modelNames "sessions", "accounts", "verifications"), in its field names.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    // The opaque value in the session cookie and in an iOS app's bearer token.
    token: text("token").notNull().unique("sessions_token_unique"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamptz("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    // Set when the account is suspended or banned: the session can never be used again, but until it is signed out
    // or expires it answers each request with the reason, so every open tab can show the restriction screen.
    revokedAt: timestamptz("revoked_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamptz("access_token_expires_at"),
    refreshTokenExpiresAt: timestamptz("refresh_token_expires_at"),
    scope: text("scope"),
    // An argon2id hash (PHC string) for the "credential" provider.
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accounts_user_id_idx").on(t.userId),
    uniqueIndex("accounts_provider_account_unique").on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("verifications_identifier_idx").on(t.identifier),
    index("verifications_expires_at_idx").on(t.expiresAt),
  ],
);

// Secrets the server generates once and every server process shares (e.g. the session signing secret).
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

// The first-run setup link (features/accounts/issue-setup-link.ts): at most one per database, written at a start that
// finds no administrator, gone once it is used. Only the token's SHA-256 is kept; the link itself is printed once.
export const setupTokens = pgTable(
  "setup_tokens",
  {
    id: smallint("id").primaryKey().default(1),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("setup_tokens_one_row_check", sql`${t.id} = 1`)],
);

// Fixed-window counters for rate limits (per IP, per account). In the database so they hold across server processes.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStartedAt: timestamptz("window_started_at").notNull().defaultNow(),
  },
  (t) => [index("rate_limits_window_started_at_idx").on(t.windowStartedAt)],
);

export const signupSettings = pgTable(
  "signup_settings",
  {
    // A single-row table: the id is always 1, so an upsert on id = 1 is the only write.
    id: smallint("id").primaryKey().default(1),
    isSignupEnabled: boolean("is_signup_enabled").notNull().default(true),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("signup_settings_single_row_check", sql`${t.id} = 1`),
    index("signup_settings_updated_by_idx").on(t.updatedBy),
  ],
);

export const teacherApplications = pgTable(
  "teacher_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique("teacher_applications_user_id_unique")
      .references(() => users.id, { onDelete: "cascade" }),
    // Name and email as given at sign-up, kept so the review list reads without a join.
    name: text("name").notNull(),
    email: text("email").notNull(),
    schoolId: integer("school_id").references(() => schools.id, { onDelete: "set null" }),
    roomNumber: text("room_number"),
    status: text("status", { enum: teacherApplicationStatuses }).notNull().default("pending"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamptz("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("teacher_applications_status_check", oneOf(t.status, teacherApplicationStatuses)),
    check("teacher_applications_email_lowercase_check", sql`${t.email} = lower(${t.email})`),
    index("teacher_applications_status_created_at_idx").on(t.status, t.createdAt),
    index("teacher_applications_school_id_idx").on(t.schoolId),
    index("teacher_applications_reviewed_by_idx").on(t.reviewedBy),
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// Schedule, messaging, notifications

export const scheduleEntries = pgTable(
  "schedule_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    className: text("class_name").notNull(),
    teacherName: text("teacher_name"),
    roomNumber: text("room_number"),
    // Wall-clock "HH:MM" (24-hour) in the school's day, not an instant: a class at 08:30 is 08:30 every week.
    // Zero-padded, so text order is time order and end_time > start_time compares correctly.
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    daysOfWeek: text("days_of_week")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("schedule_entries_start_time_check", sql`${t.startTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("schedule_entries_end_time_check", sql`${t.endTime} ~ ${sql.raw(`'${HH_MM}'`)}`),
    check("schedule_entries_time_order_check", sql`${t.endTime} > ${t.startTime}`),
    check(
      "schedule_entries_days_of_week_check",
      sql`${t.daysOfWeek} <@ ARRAY[${sql.raw(weekdays.map((d) => `'${d}'`).join(", "))}]::text[]`,
    ),
    index("schedule_entries_user_id_start_time_idx").on(t.userId, t.startTime),
  ],
);

// A user's private calendar feed (/api/calendar/<token>.ics). Only the sha256 of the token is kept, so reading the
// database does not give anyone a feed URL. One feed per user: rotating replaces the hash, revoking deletes the row.
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique("calendar_feeds_token_hash_unique"),
    createdAt: createdAt(),
  },
  (t) => [check("calendar_feeds_token_hash_check", sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("messages_content_check", sql`${notBlank(t.content)} and char_length(${t.content}) <= 5000`),
    // Unread counts and mark-as-read for one recipient.
    index("messages_recipient_id_is_read_idx").on(t.recipientId, t.isRead),
    // One conversation: (a -> b) and (b -> a), each in time order; also the conversation list's last message.
    index("messages_sender_recipient_created_at_idx").on(t.senderId, t.recipientId, t.createdAt),
    // The admin activity feed (recent messages sent).
    index("messages_created_at_idx").on(t.createdAt),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: text("type", { enum: notificationTypes }).notNull().default("info"),
    isActive: boolean("is_active").notNull().default(true),
    // Null: never expires.
    expiresAt: timestamptz("expires_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("notifications_type_check", oneOf(t.type, notificationTypes)),
    check("notifications_title_check", sql`${notBlank(t.title)} and char_length(${t.title}) <= 100`),
    check("notifications_message_check", sql`${notBlank(t.message)} and char_length(${t.message}) <= 500`),
    index("notifications_is_active_expires_at_idx").on(t.isActive, t.expiresAt),
    index("notifications_created_at_idx").on(t.createdAt),
    index("notifications_created_by_idx").on(t.createdBy),
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// Audit log (beyond the spec): every admin action, with who, when, what and the values before and after.

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Kept when the admin's account is deleted: the record names them by the email they had.
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    // A short verb such as "user.update", "user.status", "notification.create", "teacher.approve", "signup.toggle".
    action: text("action").notNull(),
    // What the action was done to: a table's name and the row's id (null for school-wide settings and exports).
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    // JSON snapshots of the changed fields (null where there is no before, such as a new notification).
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    check("audit_log_action_check", sql`${notBlank(t.action)} and char_length(${t.action}) <= 64`),
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_actor_id_idx").on(t.actorId),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// Friends and schedule sharing (issue 13): requests, friendships, blocks, each student's share settings and the
// school-wide switch. Privacy first: sharing is off by default, rooms are hidden by default.

export const friendRequestStatuses = ["pending", "accepted", "declined", "cancelled"] as const;
export const shareScopes = ["nobody", "all_friends", "chosen_friends"] as const;

// One row per school that has changed a school-wide setting; a school without a row has the defaults.
export const schoolSettings = pgTable(
  "school_settings",
  {
    schoolId: integer("school_id")
      .primaryKey()
      .references(() => schools.id, { onDelete: "cascade" }),
    // Off: every shared view disappears for the whole school; friendships and share settings stay as they are.
    scheduleSharingEnabled: boolean("schedule_sharing_enabled").notNull().default(true),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("school_settings_updated_by_idx").on(t.updatedBy)],
);

// A student's personal code and what they share. Created on first use; no row means "shares with nobody".
export const friendSettings = pgTable(
  "friend_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    friendCode: text("friend_code").notNull().unique("friend_settings_friend_code_unique"),
    shareScope: text("share_scope", { enum: shareScopes }).notNull().default("nobody"),
    showRooms: boolean("show_rooms").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("friend_settings_share_scope_check", oneOf(t.shareScope, shareScopes)),
    check("friend_settings_friend_code_check", sql`${t.friendCode} ~ '^[A-HJKMNP-Z2-9]{8}$'`),
  ],
);

// The friends a student chose when sharing with "chosen friends". Kept when the scope changes, so it can return.
export const shareChosenFriends = pgTable(
  "share_chosen_friends",
  {
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendId: text("friend_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "share_chosen_friends_pkey", columns: [t.ownerId, t.friendId] }),
    check("share_chosen_friends_distinct_check", sql`${t.ownerId} <> ${t.friendId}`),
    index("share_chosen_friends_friend_id_idx").on(t.friendId),
  ],
);

export const friendRequests = pgTable(
  "friend_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: friendRequestStatuses }).notNull().default("pending"),
    respondedAt: timestamptz("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("friend_requests_status_check", oneOf(t.status, friendRequestStatuses)),
    check("friend_requests_distinct_check", sql`${t.senderId} <> ${t.recipientId}`),
    check("friend_requests_responded_at_check", sql`(${t.status} = 'pending') = (${t.respondedAt} is null)`),
    // One open request from a sender to a recipient.
    uniqueIndex("friend_requests_pending_sender_recipient_unique")
      .on(t.senderId, t.recipientId)
      .where(sql`${t.status} = 'pending'`),
    // "Requests to me" and, with the sender, the last decline for the 30-day rule.
    index("friend_requests_recipient_id_status_idx").on(t.recipientId, t.status),
    index("friend_requests_sender_id_recipient_id_status_idx").on(t.senderId, t.recipientId, t.status),
  ],
);

// A friendship is one row per pair, the smaller id first, so (a, b) and (b, a) cannot both exist.
export const friendships = pgTable(
  "friendships",
  {
    userLowId: text("user_low_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userHighId: text("user_high_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "friendships_pkey", columns: [t.userLowId, t.userHighId] }),
    check("friendships_order_check", sql`${t.userLowId} < ${t.userHighId}`),
    index("friendships_user_high_id_idx").on(t.userHighId),
  ],
);

export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: "user_blocks_pkey", columns: [t.blockerId, t.blockedId] }),
    check("user_blocks_distinct_check", sql`${t.blockerId} <> ${t.blockedId}`),
    index("user_blocks_blocked_id_idx").on(t.blockedId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// Jenga

export const jengaGames = pgTable(
  "jenga_games",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    status: text("status", { enum: jengaGameStatuses }).notNull().default("waiting"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    gameCode: text("game_code").notNull().unique("jenga_games_game_code_unique"),
    createdAt: createdAt(),
    startedAt: timestamptz("started_at"),
    // A user id (the player whose turn it is), like winner_id and loser_id.
    currentTurnPlayerId: text("current_turn_player_id").references(() => users.id, { onDelete: "set null" }),
    winnerId: text("winner_id").references(() => users.id, { onDelete: "set null" }),
    loserId: text("loser_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("jenga_games_status_check", oneOf(t.status, jengaGameStatuses)),
    check("jenga_games_name_check", notBlank(t.name)),
    check("jenga_games_game_code_check", sql`${t.gameCode} ~ '^[A-Z0-9]{6}$'`),
    check(
      "jenga_games_winner_loser_check",
      sql`${t.winnerId} is null or ${t.loserId} is null or ${t.winnerId} <> ${t.loserId}`,
    ),
    // The hub (waiting and active games) and the admin list, newest first.
    index("jenga_games_status_created_at_idx").on(t.status, t.createdAt),
    index("jenga_games_created_at_idx").on(t.createdAt),
    index("jenga_games_created_by_idx").on(t.createdBy),
    index("jenga_games_current_turn_player_id_idx").on(t.currentTurnPlayerId),
    index("jenga_games_winner_id_idx").on(t.winnerId),
    index("jenga_games_loser_id_idx").on(t.loserId),
  ],
);

export const jengaGamePlayers = pgTable(
  "jenga_game_players",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => jengaGames.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Give a joiner max(turn_order) + 1: rejected players leave gaps, and orders must stay distinct.
    turnOrder: integer("turn_order").notNull(),
    status: text("status", { enum: jengaPlayerStatuses }).notNull().default("pending"),
    joinedAt: timestamptz("joined_at").notNull().defaultNow(),
  },
  (t) => [
    check("jenga_game_players_status_check", oneOf(t.status, jengaPlayerStatuses)),
    check("jenga_game_players_turn_order_check", sql`${t.turnOrder} >= 0`),
    // Also the target of jenga_moves' (game_id, player_id) foreign key.
    unique("jenga_game_players_game_id_user_id_unique").on(t.gameId, t.userId),
    // "Next player by turn_order" must be well defined.
    unique("jenga_game_players_game_id_turn_order_unique").on(t.gameId, t.turnOrder),
    index("jenga_game_players_user_id_idx").on(t.userId),
  ],
);

export const jengaMoves = pgTable(
  "jenga_moves",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => jengaGames.id, { onDelete: "cascade" }),
    // A user id; the composite key below makes sure that user is a player of this game.
    playerId: text("player_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    difficulty: text("difficulty", { enum: jengaDifficulties }).notNull(),
    points: smallint("points").notNull(),
    moveNumber: integer("move_number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("jenga_moves_difficulty_check", oneOf(t.difficulty, jengaDifficulties)),
    check("jenga_moves_points_check", oneOf(t.points, [1, 3])),
    // Easy block 1 point, hard block 3 (spec constants).
    check(
      "jenga_moves_points_match_difficulty_check",
      sql`(${t.difficulty} = 'easy' and ${t.points} = 1) or (${t.difficulty} = 'hard' and ${t.points} = 3)`,
    ),
    check("jenga_moves_move_number_check", sql`${t.moveNumber} >= 1`),
    foreignKey({
      name: "jenga_moves_game_player_fk",
      columns: [t.gameId, t.playerId],
      foreignColumns: [jengaGamePlayers.gameId, jengaGamePlayers.userId],
    }).onDelete("cascade"),
    // Also serves "moves of a game ordered by move_number desc".
    unique("jenga_moves_game_id_move_number_unique").on(t.gameId, t.moveNumber),
    index("jenga_moves_game_id_player_id_idx").on(t.gameId, t.playerId),
    index("jenga_moves_player_id_idx").on(t.playerId),
  ],
);

export const jengaInvites = pgTable(
  "jenga_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => jengaGames.id, { onDelete: "cascade" }),
    // The invited user.
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: inviteStatuses }).notNull().default("pending"),
    respondedAt: timestamptz("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("jenga_invites_status_check", oneOf(t.status, inviteStatuses)),
    // One open invite per user and game; a declined one may be followed by a new invite.
    uniqueIndex("jenga_invites_pending_game_id_user_id_unique")
      .on(t.gameId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    // "My pending invites".
    index("jenga_invites_user_id_status_idx").on(t.userId, t.status),
    index("jenga_invites_game_id_idx").on(t.gameId),
    index("jenga_invites_invited_by_idx").on(t.invitedBy),
  ],
);

export const jengaUserStats = pgTable(
  "jenga_user_stats",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    // May go negative: the loser penalty is -10.
    totalPoints: integer("total_points").notNull().default(0),
    rating: integer("rating").notNull().default(1000),
    gamesPlayed: integer("games_played").notNull().default(0),
    gamesWon: integer("games_won").notNull().default(0),
    gamesLost: integer("games_lost").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "jenga_user_stats_games_check",
      sql`${t.gamesWon} >= 0 and ${t.gamesLost} >= 0 and ${t.gamesWon} + ${t.gamesLost} <= ${t.gamesPlayed}`,
    ),
    index("jenga_user_stats_total_points_idx").on(t.totalPoints.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// Spikeball

export const spikeballApplications = pgTable(
  "spikeball_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique("spikeball_applications_user_id_unique")
      .references(() => users.id, { onDelete: "cascade" }),
    // A key in the private file store, never a public URL; admins view it through a short-lived signed URL.
    // Null when an admin approved a user who never uploaded a receipt.
    receiptKey: text("receipt_key"),
    status: text("status", { enum: spikeballApplicationStatuses }).notNull().default("pending"),
    adminNotes: text("admin_notes"),
    approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamptz("approved_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("spikeball_applications_status_check", oneOf(t.status, spikeballApplicationStatuses)),
    index("spikeball_applications_status_created_at_idx").on(t.status, t.createdAt),
    index("spikeball_applications_approved_by_idx").on(t.approvedBy),
  ],
);

export const spikeballTeams = pgTable(
  "spikeball_teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    maxPlayers: smallint("max_players").notNull().default(4),
    createdAt: createdAt(),
  },
  (t) => [
    check("spikeball_teams_name_check", notBlank(t.name)),
    check("spikeball_teams_max_players_check", sql`${t.maxPlayers} >= 1`),
    index("spikeball_teams_created_by_idx").on(t.createdBy),
    index("spikeball_teams_created_at_idx").on(t.createdAt),
  ],
);

export const spikeballTeamMembers = pgTable(
  "spikeball_team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => spikeballTeams.id, { onDelete: "cascade" }),
    // Unique: a user plays on at most one team.
    userId: text("user_id")
      .notNull()
      .unique("spikeball_team_members_user_id_unique")
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: spikeballTeamRoles }).notNull().default("member"),
    joinedAt: timestamptz("joined_at").notNull().defaultNow(),
  },
  (t) => [
    check("spikeball_team_members_role_check", oneOf(t.role, spikeballTeamRoles)),
    unique("spikeball_team_members_team_id_user_id_unique").on(t.teamId, t.userId),
    uniqueIndex("spikeball_team_members_one_captain_unique")
      .on(t.teamId)
      .where(sql`${t.role} = 'captain'`),
  ],
);

export const spikeballTeamInvites = pgTable(
  "spikeball_team_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: uuid("team_id")
      .notNull()
      .references(() => spikeballTeams.id, { onDelete: "cascade" }),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    invitedUserId: text("invited_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: inviteStatuses }).notNull().default("pending"),
    respondedAt: timestamptz("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("spikeball_team_invites_status_check", oneOf(t.status, inviteStatuses)),
    uniqueIndex("spikeball_team_invites_pending_team_id_user_id_unique")
      .on(t.teamId, t.invitedUserId)
      .where(sql`${t.status} = 'pending'`),
    index("spikeball_team_invites_invited_user_id_status_idx").on(t.invitedUserId, t.status),
    index("spikeball_team_invites_team_id_idx").on(t.teamId),
    index("spikeball_team_invites_invited_by_idx").on(t.invitedBy),
  ],
);

export const spikeballTournaments = pgTable(
  "spikeball_tournaments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    status: text("status", { enum: spikeballTournamentStatuses }).notNull().default("setup"),
    tournamentType: text("tournament_type", { enum: spikeballTournamentTypes }).notNull().default("single_elimination"),
    startDate: timestamptz("start_date"),
    endDate: timestamptz("end_date"),
    maxTeams: smallint("max_teams").notNull().default(16),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("spikeball_tournaments_status_check", oneOf(t.status, spikeballTournamentStatuses)),
    check("spikeball_tournaments_type_check", oneOf(t.tournamentType, spikeballTournamentTypes)),
    check("spikeball_tournaments_max_teams_check", oneOf(t.maxTeams, spikeballMaxTeams)),
    check("spikeball_tournaments_name_check", notBlank(t.name)),
    check(
      "spikeball_tournaments_dates_check",
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    // Students see ready, active and completed ones, newest first; admins see all.
    index("spikeball_tournaments_status_created_at_idx").on(t.status, t.createdAt),
    index("spikeball_tournaments_created_at_idx").on(t.createdAt),
    index("spikeball_tournaments_created_by_idx").on(t.createdBy),
  ],
);

export const spikeballMatches = pgTable(
  "spikeball_matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => spikeballTournaments.id, { onDelete: "cascade" }),
    roundNumber: smallint("round_number").notNull(),
    matchNumber: smallint("match_number").notNull(),
    // Null until the bracket fills the slot (or for a bye).
    team1Id: uuid("team1_id").references(() => spikeballTeams.id, { onDelete: "set null" }),
    team2Id: uuid("team2_id").references(() => spikeballTeams.id, { onDelete: "set null" }),
    // Names as placed in the bracket, so the bracket still reads after a team is renamed or deleted.
    team1Name: text("team1_name"),
    team2Name: text("team2_name"),
    // No CHECK that the winner is team1 or team2: two ON DELETE SET NULL actions run one after the other
    // and would trip it halfway when a team is deleted.
    winnerId: uuid("winner_id").references(() => spikeballTeams.id, { onDelete: "set null" }),
    team1Score: integer("team1_score").notNull().default(0),
    team2Score: integer("team2_score").notNull().default(0),
    status: text("status", { enum: spikeballMatchStatuses }).notNull().default("pending"),
    scheduledAt: timestamptz("scheduled_at"),
    playedAt: timestamptz("played_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("spikeball_matches_status_check", oneOf(t.status, spikeballMatchStatuses)),
    check("spikeball_matches_scores_check", sql`${t.team1Score} >= 0 and ${t.team2Score} >= 0`),
    check("spikeball_matches_round_match_check", sql`${t.roundNumber} >= 1 and ${t.matchNumber} >= 1`),
    check(
      "spikeball_matches_distinct_teams_check",
      sql`${t.team1Id} is null or ${t.team2Id} is null or ${t.team1Id} <> ${t.team2Id}`,
    ),
    // Also serves the bracket: a tournament's matches ordered by round and match number.
    unique("spikeball_matches_tournament_round_match_unique").on(t.tournamentId, t.roundNumber, t.matchNumber),
    // "My team's upcoming matches", ordered by scheduled_at: team1 or team2.
    index("spikeball_matches_team1_id_scheduled_at_idx").on(t.team1Id, t.scheduledAt),
    index("spikeball_matches_team2_id_scheduled_at_idx").on(t.team2Id, t.scheduledAt),
    index("spikeball_matches_winner_id_idx").on(t.winnerId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// Live sports scoreboards

export const sportsGameState = pgTable(
  "sports_game_state",
  {
    gameId: text("game_id").notNull().default(SPORTS_GAME_ID),
    matchNumber: smallint("match_number").notNull(),
    teamAName: text("team_a_name").notNull().default("TEAM A"),
    teamAScore: integer("team_a_score").notNull().default(0),
    teamAColor: text("team_a_color").notNull().default("blue"),
    teamBName: text("team_b_name").notNull().default("TEAM B"),
    teamBScore: integer("team_b_score").notNull().default(0),
    teamBColor: text("team_b_color").notNull().default("red"),
    gameStarted: boolean("game_started").notNull().default(false),
    // The server owns the clock instead of a browser writing a ticking counter every second:
    //   game_time = clock_base_seconds + (game_started ? now() - clock_started_at : 0), in whole seconds.
    // Starting sets clock_started_at = now(); pausing folds the elapsed time into clock_base_seconds and clears it;
    // reset sets both to zero/null. Every screen computes the same time, and closing the control centre stops nothing.
    clockStartedAt: timestamptz("clock_started_at"),
    clockBaseSeconds: integer("clock_base_seconds").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "sports_game_state_pkey", columns: [t.gameId, t.matchNumber] }),
    check("sports_game_state_match_number_check", sql`${t.matchNumber} between 1 and 4`),
    check("sports_game_state_scores_check", sql`${t.teamAScore} >= 0 and ${t.teamBScore} >= 0`),
    check("sports_game_state_clock_base_seconds_check", sql`${t.clockBaseSeconds} >= 0`),
    // A running clock has a start instant; a paused one has none.
    check("sports_game_state_clock_check", sql`${t.gameStarted} = (${t.clockStartedAt} is not null)`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------------
// Row types

export type School = typeof schools.$inferSelect;
export type NewSchool = typeof schools.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserStatus = (typeof userStatuses)[number];
export type UserRole = (typeof userRoles)[number];
export type Weekday = (typeof weekdays)[number];
export type SignupSettings = typeof signupSettings.$inferSelect;
export type TeacherApplication = typeof teacherApplications.$inferSelect;
export type NewTeacherApplication = typeof teacherApplications.$inferInsert;
export type ScheduleEntry = typeof scheduleEntries.$inferSelect;
export type NewScheduleEntry = typeof scheduleEntries.$inferInsert;
export type CalendarFeed = typeof calendarFeeds.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type NotificationType = (typeof notificationTypes)[number];
export type JengaGame = typeof jengaGames.$inferSelect;
export type NewJengaGame = typeof jengaGames.$inferInsert;
export type JengaGamePlayer = typeof jengaGamePlayers.$inferSelect;
export type NewJengaGamePlayer = typeof jengaGamePlayers.$inferInsert;
export type JengaMove = typeof jengaMoves.$inferSelect;
export type NewJengaMove = typeof jengaMoves.$inferInsert;
export type JengaInvite = typeof jengaInvites.$inferSelect;
export type NewJengaInvite = typeof jengaInvites.$inferInsert;
export type JengaUserStats = typeof jengaUserStats.$inferSelect;
export type NewJengaUserStats = typeof jengaUserStats.$inferInsert;
export type SpikeballApplication = typeof spikeballApplications.$inferSelect;
export type NewSpikeballApplication = typeof spikeballApplications.$inferInsert;
export type SpikeballTeam = typeof spikeballTeams.$inferSelect;
export type NewSpikeballTeam = typeof spikeballTeams.$inferInsert;
export type SpikeballTeamMember = typeof spikeballTeamMembers.$inferSelect;
export type NewSpikeballTeamMember = typeof spikeballTeamMembers.$inferInsert;
export type SpikeballTeamInvite = typeof spikeballTeamInvites.$inferSelect;
export type NewSpikeballTeamInvite = typeof spikeballTeamInvites.$inferInsert;
export type SpikeballTournament = typeof spikeballTournaments.$inferSelect;
export type NewSpikeballTournament = typeof spikeballTournaments.$inferInsert;
export type SpikeballMatch = typeof spikeballMatches.$inferSelect;
export type NewSpikeballMatch = typeof spikeballMatches.$inferInsert;
export type SchoolSettings = typeof schoolSettings.$inferSelect;
export type FriendSettings = typeof friendSettings.$inferSelect;
export type FriendRequestRow = typeof friendRequests.$inferSelect;
export type Friendship = typeof friendships.$inferSelect;
export type UserBlock = typeof userBlocks.$inferSelect;
export type SportsGameState = typeof sportsGameState.$inferSelect;
export type NewSportsGameState = typeof sportsGameState.$inferInsert;
