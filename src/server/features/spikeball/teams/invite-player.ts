// A member invites a player to their team.
import { GAME_PUSH_TEXTS } from "../../../../domain/push/push-texts";
import { userTopic } from "../../../../domain/realtime-topics";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballTeamInvites } from "../../../db/schema";
import { AppError, forbidden } from "../../../platform/http/errors";
import { queuePush } from "../../../platform/outbound/push-queue";
import { announce } from "../spikeball-events";
import { lockTeam, memberCount, membership, requireApprovedActiveUser } from "./team-rows";
import type { UseCaseDeps } from "../../../platform/database/services-plugin";

/** A member invites an approved player who is on no team (and is not the member) while the team has room. */
export async function invitePlayer({ db, realtime }: UseCaseDeps, me: { id: string }, teamId: string, userId: string) {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if ((await membership(tx, me.id))?.teamId !== team.id) throw forbidden(SPIKEBALL_TEXTS.notOnThisTeam);
    if (userId === me.id) throw new AppError("invite_self", SPIKEBALL_TEXTS.cannotInviteSelf, 400);
    if ((await memberCount(tx, team.id)) >= team.maxPlayers) {
      throw new AppError("team_full", SPIKEBALL_TEXTS.teamFull(team.maxPlayers), 409);
    }
    await requireApprovedActiveUser(tx, userId);
    if (await membership(tx, userId)) throw new AppError("already_on_team", SPIKEBALL_TEXTS.userAlreadyOnTeam, 409);
    // The partial unique index (one pending invite per team and user) decides, even against a concurrent invite.
    const [invite] = await tx
      .insert(spikeballTeamInvites)
      .values({ teamId: team.id, invitedBy: me.id, invitedUserId: userId })
      .onConflictDoNothing()
      .returning();
    if (!invite) throw new AppError("already_invited", SPIKEBALL_TEXTS.alreadyInvited, 409);
    await announce(tx, realtime, "invite", [userId]);
    // Their phone too, unless a page of theirs shows the invite live.
    await queuePush(tx, {
      kind: "spikeball",
      to: [userId],
      title: GAME_PUSH_TEXTS.spikeballInviteTitle,
      body: GAME_PUSH_TEXTS.spikeballInviteBody(team.name),
      url: "/spikeball-dashboard",
      topic: userTopic(userId),
    });
    return { id: invite.id, teamId: team.id, invitedUserId: userId, createdAt: invite.createdAt.toISOString() };
  });
}
