// What the scoreboards read: the four matches (public, for OBS browser sources), each measured against the
// database's clock.
import { and, asc, eq, sql } from "drizzle-orm";
import { gameSeconds } from "../../../domain/broadcast/sports-clock";
import {
  defaultSportsMatch,
  SPORTS_MATCH_NUMBERS,
  type SportsMatch,
  type SportsMatchNumber,
} from "../../../domain/broadcast/sports-schemas";
import { SPORTS_GAME_ID, sportsGameState } from "../../db/schema";
import { type Db, queryRows, type Tx } from "../../platform/database/db";

export type SportsMatchRow = typeof sportsGameState.$inferSelect;

/**
 * The database's clock in epoch milliseconds. Every server process and every screen measures the match clock
 * against this one clock, so several servers behind a load balancer agree on `game_time`.
 */
export async function databaseNowMs(db: Db | Tx): Promise<number> {
  const [row] = await queryRows<{ now_ms: number | string }>(
    db,
    // Whole milliseconds: a Date (and so the stored clock start) holds no less, and every answer agrees with it.
    sql`select floor(extract(epoch from clock_timestamp()) * 1000)::float8 as now_ms`,
  );
  return Number(row!.now_ms);
}

export function toSportsMatch(row: SportsMatchRow, serverTimeMs: number): SportsMatch {
  const clock = { startedAtMs: row.clockStartedAt?.getTime() ?? null, baseSeconds: row.clockBaseSeconds };
  return {
    matchNumber: row.matchNumber,
    teamAName: row.teamAName,
    teamAScore: row.teamAScore,
    teamAColor: row.teamAColor,
    teamBName: row.teamBName,
    teamBScore: row.teamBScore,
    teamBColor: row.teamBColor,
    gameStarted: row.gameStarted,
    clockStartedAt: row.clockStartedAt?.toISOString() ?? null,
    clockBaseSeconds: row.clockBaseSeconds,
    gameTime: gameSeconds(clock, serverTimeMs),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The row of match `matchNumber`, as a where clause. */
export const ofMatch = (matchNumber: number) =>
  and(eq(sportsGameState.gameId, SPORTS_GAME_ID), eq(sportsGameState.matchNumber, matchNumber));

/** All four matches in order; a match nobody has set up yet answers the screens' defaults. */
export async function listSportsMatches(db: Db) {
  const rows = await db
    .select()
    .from(sportsGameState)
    .where(eq(sportsGameState.gameId, SPORTS_GAME_ID))
    .orderBy(asc(sportsGameState.matchNumber));
  const serverTime = await databaseNowMs(db);
  const byNumber = new Map(rows.map((row) => [row.matchNumber, row]));
  const matches = SPORTS_MATCH_NUMBERS.map((n) => {
    const row = byNumber.get(n);
    return row ? toSportsMatch(row, serverTime) : defaultSportsMatch(n);
  });
  return { matches, serverTime };
}

export async function getSportsMatch(db: Db, matchNumber: SportsMatchNumber) {
  const [row] = await db.select().from(sportsGameState).where(ofMatch(matchNumber));
  const serverTime = await databaseNowMs(db);
  return { match: row ? toSportsMatch(row, serverTime) : defaultSportsMatch(matchNumber), serverTime };
}
