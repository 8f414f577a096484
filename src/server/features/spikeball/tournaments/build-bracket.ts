// An admin builds a tournament's bracket: every match of every round, still empty.
import { eq } from "drizzle-orm";
import { bracketShape } from "../../../../domain/spikeball/bracket";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { spikeballMatches } from "../../../db/schema";
import { AppError } from "../../../platform/http/errors";
import { maxTeamsOf } from "./bracket-rows";
import { announceTournament } from "./tournament-events";
import { lockTournament } from "./tournament-queries";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/** Creates every match of every round, empty; building again while in setup starts the bracket over. */
export async function buildBracket({ db, realtime }: UseCaseDeps, tournamentId: string) {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    if (tournament.status !== "setup") throw new AppError("not_in_setup", TOURNAMENT_TEXTS.notInSetup, 409);
    await tx.delete(spikeballMatches).where(eq(spikeballMatches.tournamentId, tournament.id));
    const rows = bracketShape(maxTeamsOf(tournament)).flatMap(({ roundNumber, matchCount }) =>
      Array.from({ length: matchCount }, (_, i) => ({
        tournamentId: tournament.id,
        roundNumber,
        matchNumber: i + 1,
      })),
    );
    await tx.insert(spikeballMatches).values(rows);
    await announceTournament(tx, realtime, tournament.id, "bracket-built");
    return { matchCount: rows.length };
  });
}
