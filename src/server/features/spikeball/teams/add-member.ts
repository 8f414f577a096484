// An admin adds a player to a team.
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { AppError } from "../../../platform/http/errors";
import { announce } from "../spikeball-events";
import { memberIdsOf, teamById } from "./team-queries";
import { addToTeam, lockTeam, memberCount, requireApprovedActiveUser } from "./team-rows";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/** An admin adds an approved player who is on no team, while the team has room. */
export async function addMember({ db, realtime }: UseCaseDeps, teamId: string, userId: string) {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if ((await memberCount(tx, team.id)) >= team.maxPlayers) {
      throw new AppError("team_full", SPIKEBALL_TEXTS.teamFull(team.maxPlayers), 409);
    }
    await requireApprovedActiveUser(tx, userId);
    const members = await memberIdsOf(tx, team.id);
    await addToTeam(tx, team, userId, "member", {
      full: SPIKEBALL_TEXTS.teamFull(team.maxPlayers),
      onTeam: SPIKEBALL_TEXTS.userAlreadyOnTeam,
    });
    await announce(tx, realtime, "team", [userId, ...members]);
    return (await teamById(tx, team.id))!;
  });
}
