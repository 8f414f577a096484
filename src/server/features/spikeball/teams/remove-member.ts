// An admin removes a member from a team.
import { and, eq } from "drizzle-orm";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballTeamMembers } from "../../../db/schema";
import { notFound } from "../../../platform/http/errors";
import { announce } from "../spikeball-events";
import { memberIdsOf, teamById } from "./team-queries";
import { lockTeam } from "./team-rows";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

export async function removeMember({ db, realtime }: UseCaseDeps, teamId: string, memberId: string) {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    const members = await memberIdsOf(tx, team.id);
    const [removed] = await tx
      .delete(spikeballTeamMembers)
      .where(and(eq(spikeballTeamMembers.id, memberId), eq(spikeballTeamMembers.teamId, team.id)))
      .returning();
    if (!removed) throw notFound(SPIKEBALL_TEXTS.memberNotFound);
    await announce(tx, realtime, "team", members);
    return (await teamById(tx, team.id))!;
  });
}
