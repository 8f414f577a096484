// The score of a match: a captain of either team updates it while the match is played; the admin at any time, and
// re-scoring a completed match follows a changed winner into the later rounds.
import { eq } from "drizzle-orm";
import { BRACKET_TEXTS } from "../../../../domain/spikeball/bracket-texts";
import { rescoreMatch, type Scores } from "../../../../domain/spikeball/bracket-results";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { spikeballMatches, spikeballTeamMembers, spikeballTournaments } from "../../../db/schema";
import type { SignedInUser } from "../../../platform/auth/access";
import type { Tx } from "../../../platform/database/db";
import { AppError, forbidden } from "../../../platform/http/errors";
import { isPublished, ruleError, writeMatches } from "./bracket-rows";
import { announceTournament } from "./tournament-events";
import { lockMatch, matchRows, toBracketMatch, toMatch } from "./tournament-queries";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

async function isCaptainOf(tx: Tx, userId: string, teamIds: (string | null)[]) {
  const [row] = await tx
    .select({ teamId: spikeballTeamMembers.teamId, role: spikeballTeamMembers.role })
    .from(spikeballTeamMembers)
    .where(eq(spikeballTeamMembers.userId, userId));
  return Boolean(row && row.role === "captain" && teamIds.includes(row.teamId));
}

/**
 * Sets a match's scores. A match in progress: the admin, or a captain of either team. A pending match: the admin.
 * A completed match: the admin re-scores it, and a changed winner follows into the later rounds.
 */
export async function updateScore(
  { db, realtime }: UseCaseDeps,
  user: Pick<SignedInUser, "id" | "role">,
  matchId: string,
  scores: Scores,
) {
  return db.transaction(async (tx) => {
    const { tournament, rows, match } = await lockMatch(tx, matchId);
    const isAdmin = user.role === "admin";
    if (!isAdmin) {
      if (tournament.status === "setup" || !(await isCaptainOf(tx, user.id, [match.team1Id, match.team2Id]))) {
        throw forbidden(TOURNAMENT_TEXTS.notYourMatch);
      }
      if (match.status === "completed") throw forbidden(TOURNAMENT_TEXTS.completedNeedsAdmin);
      if (match.status !== "in_progress") {
        throw new AppError("match_not_in_progress", TOURNAMENT_TEXTS.captainInProgressOnly, 409);
      }
    }
    if (!isPublished(tournament.status) && tournament.status !== "completed") {
      throw new AppError("not_published", TOURNAMENT_TEXTS.notPublished, 409);
    }
    if (!match.team1Id || !match.team2Id) throw new AppError("teams_missing", BRACKET_TEXTS.bothTeamsToEnd, 409);

    let winnerChanged = false;
    if (match.status === "completed") {
      const before = rows.map(toBracketMatch);
      let result;
      try {
        result = rescoreMatch(before, match.id, scores);
      } catch (error) {
        throw ruleError(error);
      }
      winnerChanged = result.winnerChanged;
      await writeMatches(tx, before, result.matches);
      const status = result.finalCompleted ? "completed" : "active";
      if (status !== tournament.status) {
        await tx.update(spikeballTournaments).set({ status }).where(eq(spikeballTournaments.id, tournament.id));
      }
    } else {
      await tx.update(spikeballMatches).set(scores).where(eq(spikeballMatches.id, match.id));
    }
    await announceTournament(tx, realtime, tournament.id, "score-updated");
    const after = await matchRows(tx, tournament.id);
    return { match: toMatch(after.find((m) => m.id === match.id)!), winnerChanged };
  });
}
