// The live sports scoreboards the broadcast overlays show: four matches, each one row.
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { SPORTS_MATCH_NUMBERS } from "../../../domain/broadcast/sports-schemas";
import { literal, timestamptz, updatedAt } from "./columns";

// The one value the spec ever uses for sports_game_state.game_id.
export const SPORTS_GAME_ID = "current_game";

const FIRST_MATCH = Math.min(...SPORTS_MATCH_NUMBERS);
const LAST_MATCH = Math.max(...SPORTS_MATCH_NUMBERS);

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
    check(
      "sports_game_state_match_number_check",
      sql`${t.matchNumber} between ${literal(FIRST_MATCH)} and ${literal(LAST_MATCH)}`,
    ),
    check("sports_game_state_scores_check", sql`${t.teamAScore} >= 0 and ${t.teamBScore} >= 0`),
    check("sports_game_state_clock_base_seconds_check", sql`${t.clockBaseSeconds} >= 0`),
    // A running clock has a start instant; a paused one has none.
    check("sports_game_state_clock_check", sql`${t.gameStarted} = (${t.clockStartedAt} is not null)`),
  ],
);

export type SportsGameState = typeof sportsGameState.$inferSelect;
export type NewSportsGameState = typeof sportsGameState.$inferInsert;
