// Playing a published bracket: an admin starts a match (the first start makes the tournament active), the admin or a
// captain of either team updates the score while it is played, the admin ends it (the winner moves on; ending the
// final completes the tournament), and the admin may re-score a completed match, which follows a changed winner
// into the later rounds. Each runs in one transaction under the tournament's row lock.
import { eq } from "drizzle-orm";
import { BRACKET_TEXTS } from "../../../domain/spikeball/bracket";
import { endMatch as endBracketMatch, rescoreMatch, type Scores } from "../../../domain/spikeball/bracket-results";
import { TOURNAMENT_TEXTS } from "../../../domain/spikeball/tournament-texts";
import { spikeballMatches, spikeballTeamMembers, spikeballTournaments } from "../../db/schema";
import type { Tx } from "../../platform/db";
import { AppError, forbidden } from "../../platform/errors";
import type { SignedInUser } from "../../platform/access";
import { ruleError, writeMatches } from "./tournament-admin";
import { announceTournament, type TournamentDeps } from "./tournament-events";
import { lockMatch, matchRows, toBracketMatch, toMatch } from "./tournament-queries";

const published = (status: string) => status === "ready" || status === "active";

async function reread(tx: Tx, matchId: string) {
  const [row] = await tx.select().from(spikeballMatches).where(eq(spikeballMatches.id, matchId));
  return toMatch(row!);
}

export async function startMatch({ db, realtime }: TournamentDeps, matchId: string) {
  return db.transaction(async (tx) => {
    const { tournament, match } = await lockMatch(tx, matchId);
    if (!published(tournament.status)) throw new AppError("not_published", TOURNAMENT_TEXTS.notPublished, 409);
    if (match.status === "completed") throw new AppError("match_completed", BRACKET_TEXTS.alreadyCompleted, 409);
    if (match.status === "in_progress") throw new AppError("match_started", BRACKET_TEXTS.alreadyStarted, 409);
    if (!match.team1Id || !match.team2Id) throw new AppError("teams_missing", BRACKET_TEXTS.bothTeamsToStart, 409);
    await tx.update(spikeballMatches).set({ status: "in_progress" }).where(eq(spikeballMatches.id, match.id));
    if (tournament.status === "ready") {
      await tx.update(spikeballTournaments).set({ status: "active" }).where(eq(spikeballTournaments.id, tournament.id));
    }
    await announceTournament(tx, realtime, tournament.id, "match-started");
    return reread(tx, match.id);
  });
}

/** Ends a match in progress with these scores (the ones on the admin's screen): no tie, both teams needed. */
export async function endMatch({ db, realtime }: TournamentDeps, matchId: string, scores: Scores, now = new Date()) {
  return db.transaction(async (tx) => {
    const { tournament, rows, match } = await lockMatch(tx, matchId);
    if (!published(tournament.status)) throw new AppError("not_published", TOURNAMENT_TEXTS.notPublished, 409);
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
      match: await reread(tx, match.id),
      tournamentStatus: result.finalCompleted ? ("completed" as const) : ("active" as const),
    };
  });
}

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
  { db, realtime }: TournamentDeps,
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
    if (!published(tournament.status) && tournament.status !== "completed") {
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
