// An admin ends a match: the winner moves on, and ending the final completes the tournament.
import { eq } from "drizzle-orm";
import { endMatch as endBracketMatch, type Scores } from "../../../../domain/spikeball/bracket-results";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { spikeballTournaments } from "../../../db/schema";
import { AppError } from "../../../platform/errors";
import { isPublished, rereadMatch, ruleError, writeMatches } from "./bracket-rows";
import type { TournamentDeps } from "./deps";
import { announceTournament } from "./tournament-events";
import { lockMatch, toBracketMatch } from "./tournament-queries";

/** Ends a match in progress with these scores (the ones on the admin's screen): no tie, both teams needed. */
export async function endMatch({ db, realtime }: TournamentDeps, matchId: string, scores: Scores, now = new Date()) {
  return db.transaction(async (tx) => {
    const { tournament, rows, match } = await lockMatch(tx, matchId);
    if (!isPublished(tournament.status)) throw new AppError("not_published", TOURNAMENT_TEXTS.notPublished, 409);
    const before = rows.map(toBracketMatch);
    let result;
    try {
      result = endBracketMatch(before, match.id, scores, now);
    } catch (error) {
      throw ruleError(error);
    }
    await writeMatches(tx, before, result.matches);
    if (result.finalCompleted) {
      await tx
        .update(spikeballTournaments)
        .set({ status: "completed" })
        .where(eq(spikeballTournaments.id, tournament.id));
    }
    await announceTournament(tx, realtime, tournament.id, "match-completed");
    return {
      match: await rereadMatch(tx, match.id),
      tournamentStatus: result.finalCompleted ? ("completed" as const) : ("active" as const),
    };
  });
}
