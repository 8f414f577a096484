// Spikeball: players' applications, teams with their members and invitations, tournaments and their bracket matches.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  DEFAULT_MAX_TEAMS,
  MATCH_STATUSES,
  MAX_TEAMS_OPTIONS,
  TOURNAMENT_STATUSES,
} from "../../../domain/spikeball/bracket";
import {
  APPLICATION_STATUSES,
  DEFAULT_MAX_PLAYERS,
  INVITE_STATUSES,
  TEAM_ROLES,
} from "../../../domain/spikeball/spikeball-rules";
import { TOURNAMENT_TYPES } from "../../../domain/spikeball/tournament-schemas";
import { users } from "./accounts";
import { createdAt, notBlank, oneOf, timestamptz, updatedAt } from "./columns";

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
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    adminNotes: text("admin_notes"),
    approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamptz("approved_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("spikeball_applications_status_check", oneOf(t.status, APPLICATION_STATUSES)),
    // The admin's list by state, newest first, a page at a time (walked backwards: created_at desc, id desc).
    index("spikeball_applications_status_created_at_id_idx").on(t.status, t.createdAt, t.id),
    // The approved players, few beside the users: whom a team may invite or add is searched among these.
    index("spikeball_applications_approved_user_id_idx")
      .on(t.userId)
      .where(sql`${t.status} = 'approved'`),
    index("spikeball_applications_approved_by_idx").on(t.approvedBy),
  ],
);

export const spikeballTeams = pgTable(
  "spikeball_teams",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    maxPlayers: smallint("max_players").notNull().default(DEFAULT_MAX_PLAYERS),
    createdAt: createdAt(),
  },
  (t) => [
    check("spikeball_teams_name_check", notBlank(t.name)),
    check("spikeball_teams_max_players_check", sql`${t.maxPlayers} >= 1`),
    index("spikeball_teams_created_by_idx").on(t.createdBy),
    // The admin's teams, newest first, a page at a time (walked backwards: created_at desc, id desc).
    index("spikeball_teams_created_at_id_idx").on(t.createdAt, t.id),
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
    role: text("role", { enum: TEAM_ROLES }).notNull().default("member"),
    joinedAt: timestamptz("joined_at").notNull().defaultNow(),
  },
  (t) => [
    check("spikeball_team_members_role_check", oneOf(t.role, TEAM_ROLES)),
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
    status: text("status", { enum: INVITE_STATUSES }).notNull().default("pending"),
    respondedAt: timestamptz("responded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("spikeball_team_invites_status_check", oneOf(t.status, INVITE_STATUSES)),
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
    status: text("status", { enum: TOURNAMENT_STATUSES }).notNull().default("setup"),
    tournamentType: text("tournament_type", { enum: TOURNAMENT_TYPES }).notNull().default("single_elimination"),
    startDate: timestamptz("start_date"),
    endDate: timestamptz("end_date"),
    maxTeams: smallint("max_teams").notNull().default(DEFAULT_MAX_TEAMS),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("spikeball_tournaments_status_check", oneOf(t.status, TOURNAMENT_STATUSES)),
    check("spikeball_tournaments_type_check", oneOf(t.tournamentType, TOURNAMENT_TYPES)),
    check("spikeball_tournaments_max_teams_check", oneOf(t.maxTeams, MAX_TEAMS_OPTIONS)),
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
    status: text("status", { enum: MATCH_STATUSES }).notNull().default("pending"),
    scheduledAt: timestamptz("scheduled_at"),
    playedAt: timestamptz("played_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("spikeball_matches_status_check", oneOf(t.status, MATCH_STATUSES)),
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
