// The control centre's changes to a scoreboard match (admins). A change locks the match's row, applies the domain's
// rules at the database's time, and announces the new row (broadcast-events.ts).
import { applyMatchChange, type MatchState } from "../../../domain/broadcast/match-state";
import type { SportsMatchChange, SportsMatchEvent, SportsMatchNumber } from "../../../domain/broadcast/sports-schemas";
import { SPORTS_GAME_ID, sportsGameState } from "../../db/schema";
import { AppError } from "../../platform/http/errors";
import { announceMatchChange } from "./broadcast-events";
import { databaseNowMs, ofMatch, type SportsMatchRow, toSportsMatch } from "./broadcast-queries";
import type { UseCaseDeps } from "../../platform/database/services-plugin";

const stateOf = (row: SportsMatchRow): MatchState => ({
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
export async function changeLockedMatch(
  { db, realtime }: UseCaseDeps,
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
    await announceMatchChange(tx, realtime, matchNumber, event);
    return { match, serverTime: nowMs };
  });
}

/** An operator's change (names, goals, minus, start or pause); a score below 0 refuses the whole change. */
export function changeSportsMatch(deps: UseCaseDeps, matchNumber: SportsMatchNumber, change: SportsMatchChange) {
  return changeLockedMatch(deps, matchNumber, change.changeId ?? null, (state, nowMs) => {
    const result = applyMatchChange(state, change, nowMs);
    if ("error" in result) throw new AppError("invalid_score", result.error);
    return result.state;
  });
}
