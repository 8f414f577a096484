// Jenga: games, their players and moves, invitations and each player's running statistics.
import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  DEFAULT_RATING,
  DIFFICULTIES,
  EASY_BLOCK_POINTS,
  GAME_STATUSES,
  HARD_BLOCK_POINTS,
  INVITE_STATUSES,
  PLAYER_STATUSES,
} from "../../../domain/jenga/jenga-rules";
import { users } from "./accounts";
import { createdAt, literal, notBlank, oneOf, timestamptz, updatedAt } from "./columns";

export const jengaGames = pgTable(
  "jenga_games",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    status: text("status", { enum: GAME_STATUSES }).notNull().default("waiting"),
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
    check("jenga_games_status_check", oneOf(t.status, GAME_STATUSES)),
    check("jenga_games_name_check", notBlank(t.name)),
    check("jenga_games_game_code_check", sql`${t.gameCode} ~ '^[A-Z0-9]{6}$'`),
    check(
      "jenga_games_winner_loser_check",
      sql`${t.winnerId} is null or ${t.loserId} is null or ${t.winnerId} <> ${t.loserId}`,
    ),
    // The admins' games of one status (the active games Finish Game offers), newest first, a page at a time.
    index("jenga_games_status_created_at_id_idx").on(t.status, t.createdAt, t.id),
    // The admins' Manage Games, newest first (read backwards), a page at a time.
    index("jenga_games_created_at_id_idx").on(t.createdAt, t.id),
    // The hub's live games (waiting and active), newest first: a year's finished games are never walked.
    index("jenga_games_live_created_at_id_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('waiting', 'active')`),
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
    status: text("status", { enum: PLAYER_STATUSES }).notNull().default("pending"),
    joinedAt: timestamptz("joined_at").notNull().defaultNow(),
  },
  (t) => [
    check("jenga_game_players_status_check", oneOf(t.status, PLAYER_STATUSES)),
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
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    points: smallint("points").notNull(),
    moveNumber: integer("move_number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("jenga_moves_difficulty_check", oneOf(t.difficulty, DIFFICULTIES)),
    check("jenga_moves_points_check", oneOf(t.points, [EASY_BLOCK_POINTS, HARD_BLOCK_POINTS])),
    // A move's points follow from its difficulty (the domain's block points: easy 1, hard 3).
    check(
      "jenga_moves_points_match_difficulty_check",
      sql`(${t.difficulty} = 'easy' and ${t.points} = ${literal(EASY_BLOCK_POINTS)}) or (${t.difficulty} = 'hard' and ${t.points} = ${literal(HARD_BLOCK_POINTS)})`,
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
    status: text("status", { enum: INVITE_STATUSES }).notNull().default("pending"),
    respondedAt: timestamptz("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("jenga_invites_status_check", oneOf(t.status, INVITE_STATUSES)),
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
    rating: integer("rating").notNull().default(DEFAULT_RATING),
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
    // The leaderboard's order (points, rating, wins; the name settles a tie after an incremental sort), so a page is
    // read by an index scan with LIMIT.
    index("jenga_user_stats_ranking_idx").on(
      t.totalPoints.desc().nullsFirst(),
      t.rating.desc().nullsFirst(),
      t.gamesWon.desc().nullsFirst(),
    ),
  ],
);

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
