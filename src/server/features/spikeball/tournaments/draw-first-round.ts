// An admin draws teams into the first round at random: a tournament's seeding, a use case (not demo content).
import { seedFirstRound } from "../../../../domain/spikeball/bracket";
import { resolveByes } from "../../../../domain/spikeball/bracket-results";
import { editableBracket, maxTeamsOf, ruleError, teamNames, writeMatches } from "./bracket-rows";
import { announceTournament } from "./tournament-events";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/** Seeds these teams into the first round at random, byes spread so that no two meet. */
export async function drawFirstRound(
  { db, realtime }: UseCaseDeps,
  tournamentId: string,
  teamIds: string[],
  random: () => number = Math.random,
) {
  return db.transaction(async (tx) => {
    const { tournament, before } = await editableBracket(tx, tournamentId);
    const names = await teamNames(tx, teamIds);
    let placements;
    try {
      placements = seedFirstRound([...names.keys()], maxTeamsOf(tournament), random);
    } catch (error) {
      throw ruleError(error);
    }
    const after = before.map((m) => {
      if (m.roundNumber !== 1) return { ...m };
      const p = placements.find((x) => x.matchNumber === m.matchNumber)!;
      return {
        ...m,
        team1Id: p.team1,
        team1Name: p.team1 ? names.get(p.team1)! : null,
        team2Id: p.team2,
        team2Name: p.team2 ? names.get(p.team2)! : null,
      };
    });
    await writeMatches(tx, before, resolveByes(after));
    await announceTournament(tx, realtime, tournament.id, "bracket-edited");
  });
}
