// The bracket rows the tournament use cases share: reading and checking them under the tournament's lock, and writing
// back the matches a rule changed.
import { eq, inArray } from "drizzle-orm";
import { BracketRuleError, isMaxTeams } from "../../../../domain/spikeball/bracket";
import { type BracketMatch, changedMatches } from "../../../../domain/spikeball/bracket-results";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { type SpikeballTournament, spikeballMatches, spikeballTeams } from "../../../db/schema";
import type { Tx } from "../../../platform/database/db";
import { AppError } from "../../../platform/http/errors";
import { lockTournament, matchRows, toBracketMatch, toMatch } from "./tournament-queries";

/** A refusal of a bracket rule, as the API answers it. */
export function ruleError(error: unknown): unknown {
  return error instanceof BracketRuleError ? new AppError(error.code, error.message, 409) : error;
}

/** Ready or active: the bracket is published and still being played. */
export const isPublished = (status: string) => status === "ready" || status === "active";

export function maxTeamsOf(tournament: SpikeballTournament) {
  if (!isMaxTeams(tournament.maxTeams)) throw new AppError("bad_max_teams", TOURNAMENT_TEXTS.maxTeams, 409);
  return tournament.maxTeams;
}

/** Writes the matches whose columns changed between `before` and `after`. */
export async function writeMatches(tx: Tx, before: readonly BracketMatch[], after: readonly BracketMatch[]) {
  for (const m of changedMatches(before, after)) {
    await tx
      .update(spikeballMatches)
      .set({
        team1Id: m.team1Id,
        team2Id: m.team2Id,
        team1Name: m.team1Name,
        team2Name: m.team2Name,
        winnerId: m.winnerId,
        team1Score: m.team1Score,
        team2Score: m.team2Score,
        status: m.status,
        playedAt: m.playedAt,
      })
      .where(eq(spikeballMatches.id, m.id));
  }
}

/** The bracket may be arranged while in setup, and once published as long as no match has started. */
export async function editableBracket(tx: Tx, tournamentId: string) {
  const tournament = await lockTournament(tx, tournamentId);
  if (tournament.status !== "setup" && tournament.status !== "ready") {
    throw new AppError("bracket_locked", TOURNAMENT_TEXTS.bracketLocked, 409);
  }
  const rows = await matchRows(tx, tournament.id);
  if (rows.length === 0) throw new AppError("bracket_not_built", TOURNAMENT_TEXTS.bracketNotBuilt, 409);
  return { tournament, before: rows.map(toBracketMatch) };
}

export async function teamNames(tx: Tx, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: spikeballTeams.id, name: spikeballTeams.name })
    .from(spikeballTeams)
    .where(inArray(spikeballTeams.id, unique));
  if (rows.length !== unique.length) throw new AppError("team_not_found", TOURNAMENT_TEXTS.teamNotFound, 409);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A match as the API answers it, read again after a change. */
export async function rereadMatch(tx: Tx, matchId: string) {
  const [row] = await tx.select().from(spikeballMatches).where(eq(spikeballMatches.id, matchId));
  return toMatch(row!);
}
