// A player answers an invite to a team: accepting joins it.
import { and, eq } from "drizzle-orm";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballTeamInvites } from "../../../db/schema";
import { AppError, forbidden, notFound } from "../../../platform/http/errors";
import { isApprovedPlayer } from "../approved-players";
import { announce } from "../spikeball-events";
import { memberIdsOf } from "./team-queries";
import { addToTeam, lockTeam, membership } from "./team-rows";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/** Accept (join the team, unless it filled up or I joined another meanwhile) or decline one of my invites. */
export async function respondToInvite(
  { db, realtime }: UseCaseDeps,
  me: { id: string },
  inviteId: string,
  response: "accepted" | "declined",
) {
  return db.transaction(async (tx) => {
    const mine = and(eq(spikeballTeamInvites.id, inviteId), eq(spikeballTeamInvites.invitedUserId, me.id));
    const [found] = await tx.select({ teamId: spikeballTeamInvites.teamId }).from(spikeballTeamInvites).where(mine);
    if (!found) throw notFound(SPIKEBALL_TEXTS.inviteNotFound);
    // The team first, then the invite: the same lock order as every other team write.
    const team = await lockTeam(tx, found.teamId);
    const [invite] = await tx.select().from(spikeballTeamInvites).where(mine).for("update");
    if (!invite) throw notFound(SPIKEBALL_TEXTS.inviteNotFound);
    if (invite.status !== "pending") throw new AppError("invite_answered", SPIKEBALL_TEXTS.inviteAnswered, 409);
    const members = await memberIdsOf(tx, team.id);
    if (response === "accepted") {
      if (!(await isApprovedPlayer(tx, me.id))) throw forbidden(SPIKEBALL_TEXTS.notApproved);
      if (await membership(tx, me.id)) {
        throw new AppError("already_on_team", SPIKEBALL_TEXTS.inviteAlreadyOnTeam, 409);
      }
      await addToTeam(tx, team, me.id, "member", {
        full: SPIKEBALL_TEXTS.inviteTeamFull,
        onTeam: SPIKEBALL_TEXTS.inviteAlreadyOnTeam,
      });
    }
    await tx.update(spikeballTeamInvites).set({ status: response, respondedAt: new Date() }).where(mine);
    await announce(tx, realtime, response === "accepted" ? "team" : "invite", [me.id, ...members]);
    return { status: response, teamId: team.id };
  });
}
