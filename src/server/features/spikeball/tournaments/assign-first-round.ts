// An admin places teams in first-round slots by hand (Edit Bracket).
import { firstRoundProblem, resolveByes } from "../../../../domain/spikeball/bracket-results";
import type { FirstRoundSlotsInput } from "../../../../domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import { AppError } from "../../../platform/http/errors";
import { editableBracket, teamNames, writeMatches } from "./bracket-rows";
import { announceTournament } from "./tournament-events";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/**
 * Places teams in the first round (slots not named keep their teams). A published bracket must stay publishable.
 */
export async function assignFirstRound(
  { db, realtime }: UseCaseDeps,
  tournamentId: string,
  input: FirstRoundSlotsInput,
) {
  return db.transaction(async (tx) => {
    const { tournament, before } = await editableBracket(tx, tournamentId);
    const firstRound = new Map(before.filter((m) => m.roundNumber === 1).map((m) => [m.matchNumber, m]));
    const names = await teamNames(
      tx,
      input.slots.flatMap((s) => [s.team1Id, s.team2Id]).filter((id): id is string => id !== null),
    );
    const after = before.map((m) => ({ ...m }));
    for (const slot of input.slots) {
      const match = firstRound.get(slot.matchNumber);
      if (!match) throw new AppError("first_round_only", TOURNAMENT_TEXTS.firstRoundOnly, 400);
      const target = after.find((m) => m.id === match.id)!;
      target.team1Id = slot.team1Id;
      target.team1Name = slot.team1Id ? names.get(slot.team1Id)! : null;
      target.team2Id = slot.team2Id;
      target.team2Name = slot.team2Id ? names.get(slot.team2Id)! : null;
    }
    const placed = after.filter((m) => m.roundNumber === 1).flatMap((m) => [m.team1Id, m.team2Id]);
    const teams = placed.filter((id): id is string => id !== null);
    if (new Set(teams).size !== teams.length) throw new AppError("team_twice", firstRoundProblem(after)!, 409);
    if (tournament.status === "ready") {
      const problem = firstRoundProblem(after);
      if (problem) throw new AppError("bracket_invalid", problem, 409);
    }
    // Nothing has been played yet: later rounds are rebuilt from the first, byes already advanced.
    const next = resolveByes(after);
    await writeMatches(tx, before, next);
    await announceTournament(tx, realtime, tournament.id, "bracket-edited");
  });
}
