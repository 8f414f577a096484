// An admin renames a team.
import { eq } from "drizzle-orm";
import { isSameTeamName } from "../../../../domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballTeams } from "../../../db/schema";
import { AppError } from "../../../platform/http/errors";
import { announce } from "../spikeball-events";
import { memberIdsOf, teamById } from "./team-queries";
import { lockTeam } from "./team-rows";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

export async function renameTeam({ db, realtime }: UseCaseDeps, teamId: string, name: string) {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (isSameTeamName(team.name, name)) throw new AppError("invalid_name", SPIKEBALL_TEXTS.renameSame, 400);
    await tx.update(spikeballTeams).set({ name: name.trim() }).where(eq(spikeballTeams.id, team.id));
    await announce(tx, realtime, "team", await memberIdsOf(tx, team.id));
    return (await teamById(tx, team.id))!;
  });
}
