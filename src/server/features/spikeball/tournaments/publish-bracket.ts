// An admin publishes a bracket: players see it, and it can be played.
import { eq } from "drizzle-orm";
import { firstRoundProblem, resolveByes } from "../../../../domain/spikeball/bracket-results";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { spikeballTournaments } from "../../../db/schema";
import { AppError } from "../../../platform/http/errors";
import { writeMatches } from "./bracket-rows";
import { announceTournament } from "./tournament-events";
import { lockTournament, matchRows, toBracketMatch } from "./tournament-queries";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/** Setup → ready: the first round must be complete (no two byes meet); byes advance at once. */
export async function publishBracket({ db, realtime }: UseCaseDeps, tournamentId: string) {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    if (tournament.status !== "setup") throw new AppError("already_published", TOURNAMENT_TEXTS.alreadyPublished, 409);
    const before = (await matchRows(tx, tournament.id)).map(toBracketMatch);
    if (before.length === 0) throw new AppError("bracket_not_built", TOURNAMENT_TEXTS.bracketNotBuilt, 409);
    const problem = firstRoundProblem(before);
    if (problem) throw new AppError("bracket_invalid", problem, 409);
    await writeMatches(tx, before, resolveByes(before));
    await tx.update(spikeballTournaments).set({ status: "ready" }).where(eq(spikeballTournaments.id, tournament.id));
    await announceTournament(tx, realtime, tournament.id, "published");
    return { status: "ready" as const };
  });
}
