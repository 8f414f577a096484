// An admin deletes a team; its members and pending invitees hear of it.
import { and, eq } from "drizzle-orm";
import { spikeballTeamInvites, spikeballTeams } from "../../../db/schema";
import { announce } from "../spikeball-events";
import { memberIdsOf } from "./team-queries";
import { lockTeam } from "./team-rows";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

export async function deleteTeam({ db, realtime }: UseCaseDeps, teamId: string) {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    const members = await memberIdsOf(tx, team.id);
    const invited = await tx
      .select({ userId: spikeballTeamInvites.invitedUserId })
      .from(spikeballTeamInvites)
      .where(and(eq(spikeballTeamInvites.teamId, team.id), eq(spikeballTeamInvites.status, "pending")));
    // Members and invites go with the team (ON DELETE CASCADE).
    await tx.delete(spikeballTeams).where(eq(spikeballTeams.id, team.id));
    await announce(tx, realtime, "team", [...members, ...invited.map((i) => i.userId)]);
  });
}
