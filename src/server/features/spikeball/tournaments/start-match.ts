// An admin starts a match; the first start makes the tournament active.
import { eq } from "drizzle-orm";
import { BRACKET_TEXTS } from "../../../../domain/spikeball/bracket-texts";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { spikeballMatches, spikeballTournaments } from "../../../db/schema";
import { AppError } from "../../../platform/http/errors";
import { isPublished, rereadMatch } from "./bracket-rows";
import { announceTournament } from "./tournament-events";
import { lockMatch } from "./tournament-queries";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

export async function startMatch({ db, realtime }: UseCaseDeps, matchId: string) {
  return db.transaction(async (tx) => {
    const { tournament, match } = await lockMatch(tx, matchId);
    if (!isPublished(tournament.status)) throw new AppError("not_published", TOURNAMENT_TEXTS.notPublished, 409);
    if (match.status === "completed") throw new AppError("match_completed", BRACKET_TEXTS.alreadyCompleted, 409);
    if (match.status === "in_progress") throw new AppError("match_started", BRACKET_TEXTS.alreadyStarted, 409);
    if (!match.team1Id || !match.team2Id) throw new AppError("teams_missing", BRACKET_TEXTS.bothTeamsToStart, 409);
    await tx.update(spikeballMatches).set({ status: "in_progress" }).where(eq(spikeballMatches.id, match.id));
    if (tournament.status === "ready") {
      await tx.update(spikeballTournaments).set({ status: "active" }).where(eq(spikeballTournaments.id, tournament.id));
    }
    await announceTournament(tx, realtime, tournament.id, "match-started");
    return rereadMatch(tx, match.id);
  });
}
