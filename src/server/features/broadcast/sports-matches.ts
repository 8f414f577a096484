// The live sports scoreboards: reading the four matches (public, for OBS browser sources) and the control centre's
// changes (admins). A change locks the match's row, applies the domain's rules at the database's time, and publishes
// the new row on the match's topic inside the transaction, so screens hear of it only once it is committed.
import { and, asc, eq, sql } from "drizzle-orm";
import { applyMatchChange, type MatchState, resetMatch } from "../../../domain/broadcast/match-state";
import { gameSeconds } from "../../../domain/broadcast/sports-clock";
import {
  defaultSportsMatch,
  SPORTS_MATCH_NUMBERS,
  type SportsMatch,
  type SportsMatchChange,
  type SportsMatchEvent,
  type SportsMatchNumber,
  sportsMatchTopic,
} from "../../../domain/broadcast/sports-schemas";
import { SPORTS_GAME_ID, sportsGameState } from "../../db/schema";
import { type Db, queryRows, type Tx } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { RealtimeHub } from "../../platform/realtime";

type Deps = { db: Db; realtime: Pick<RealtimeHub, "publish"> };
type Row = typeof sportsGameState.$inferSelect;

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

export function toSportsMatch(row: Row, serverTimeMs: number): SportsMatch {
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

const ofMatch = (matchNumber: number) =>
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

const stateOf = (row: Row): MatchState => ({
  teamAName: row.teamAName,
  teamBName: row.teamBName,
  teamAScore: row.teamAScore,
  teamBScore: row.teamBScore,
  clock: { startedAtMs: row.clockStartedAt?.getTime() ?? null, baseSeconds: row.clockBaseSeconds },
});

/**
 * Runs `decide` on the match's row under a row lock (created with the defaults if missing), writes what it returns
 * and publishes the new row. Concurrent changes to one match queue on the lock, each seeing the one before.
 */
async function changeLockedMatch(
  { db, realtime }: Deps,
  matchNumber: SportsMatchNumber,
  changeId: string | null,
  decide: (state: MatchState, nowMs: number) => MatchState,
) {
  return db.transaction(async (tx) => {
    const lockRow = () => tx.select().from(sportsGameState).where(ofMatch(matchNumber)).for("update");
    let [row] = await lockRow();
    if (!row) {
      // The match's first change: create its row (a concurrent first change waits for ours, then finds it).
      await tx.insert(sportsGameState).values({ gameId: SPORTS_GAME_ID, matchNumber }).onConflictDoNothing();
      [row] = await lockRow();
    }
    // Read after the lock is held, so a change that waited for another one is stamped after it.
    const nowMs = await databaseNowMs(tx);
    const next = decide(stateOf(row!), nowMs);
    const [updated] = await tx
      .update(sportsGameState)
      .set({
        teamAName: next.teamAName,
        teamBName: next.teamBName,
        teamAScore: next.teamAScore,
        teamBScore: next.teamBScore,
        gameStarted: next.clock.startedAtMs !== null,
        clockStartedAt: next.clock.startedAtMs === null ? null : new Date(next.clock.startedAtMs),
        clockBaseSeconds: next.clock.baseSeconds,
        updatedAt: new Date(Math.max(nowMs, row!.updatedAt.getTime())),
      })
      .where(ofMatch(matchNumber))
      .returning();
    const match = toSportsMatch(updated!, nowMs);
    const event: SportsMatchEvent = { match, serverTime: nowMs, changeId };
    await realtime.publish(tx, sportsMatchTopic(matchNumber), "match", event);
    return { match, serverTime: nowMs };
  });
}

/** An operator's change (names, goals, minus, start or pause); a score below 0 refuses the whole change. */
export function changeSportsMatch(deps: Deps, matchNumber: SportsMatchNumber, change: SportsMatchChange) {
  return changeLockedMatch(deps, matchNumber, change.changeId ?? null, (state, nowMs) => {
    const result = applyMatchChange(state, change, nowMs);
    if ("error" in result) throw new AppError("invalid_score", result.error);
    return result.state;
  });
}

/** Reset Match: both scores 0, the clock stopped at 0. */
export function resetSportsMatch(deps: Deps, matchNumber: SportsMatchNumber, changeId: string | null) {
  return changeLockedMatch(deps, matchNumber, changeId, (state) => resetMatch(state));
}
