// An admin ends a match: the winner moves on, and ending the final completes the tournament.
import { eq, inArray } from "drizzle-orm";
import { GAME_PUSH_TEXTS } from "../../../../domain/push/push-texts";
import { endMatch as endBracketMatch, type Scores } from "../../../../domain/spikeball/bracket-results";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { TOURNAMENT_TOPICS } from "../../../../domain/spikeball/tournament-topics";
import { spikeballTeamMembers, spikeballTournaments } from "../../../db/schema";
import { AppError } from "../../../platform/http/errors";
import { queuePush } from "../../../platform/outbound/push-queue";
import { isPublished, rereadMatch, ruleError, writeMatches } from "./bracket-rows";
import { announceTournament } from "./tournament-events";
import { lockMatch, toBracketMatch } from "./tournament-queries";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/** Ends a match in progress with these scores (the ones on the admin's screen): no tie, both teams needed. */
export async function endMatch({ db, realtime }: UseCaseDeps, matchId: string, scores: Scores, now = new Date()) {
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
    const ended = await rereadMatch(tx, match.id);
    // Both teams' players hear the result on their phones, unless their open bracket already shows it. The bracket
    // is a dialog of the Spikeball dashboard, so a tap opens the dashboard.
    const players = await tx
      .select({ userId: spikeballTeamMembers.userId })
      .from(spikeballTeamMembers)
      .where(inArray(spikeballTeamMembers.teamId, [ended.team1Id!, ended.team2Id!]));
    await queuePush(tx, {
      kind: "spikeball",
      to: players.map((p) => p.userId),
      title: GAME_PUSH_TEXTS.spikeballResultTitle,
      body: GAME_PUSH_TEXTS.spikeballResultBody(ended),
      url: "/spikeball-dashboard",
      topic: TOURNAMENT_TOPICS.tournament(tournament.id),
    });
    return {
      match: ended,
      tournamentStatus: result.finalCompleted ? ("completed" as const) : ("active" as const),
    };
  });
}
