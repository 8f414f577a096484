// Spikeball teams: approved students create a team (becoming its captain), invite approved players who are on no
// team, and accept or decline invites; admins create, rename and delete teams and add or remove members.
// Every write that can add a member locks the team's row first, so two joins at the same moment are counted one
// after the other and a team never passes max_players; the unique user_id on members keeps a user on one team.
import { and, count, eq } from "drizzle-orm";
import {
  DEFAULT_MAX_PLAYERS,
  SPIKEBALL_TEXTS,
  type TeamRole,
  isSameTeamName,
} from "../../../domain/spikeball/spikeball-rules";
import { spikeballTeamInvites, spikeballTeamMembers, spikeballTeams, users } from "../../db/schema";
import type { Tx } from "../../platform/db";
import { AppError, forbidden, notFound } from "../../platform/errors";
import type { SpikeballDeps } from "./applications";
import { announce, memberIdsOf } from "./spikeball-events";
import { isApproved, isUuid, teamById } from "./spikeball-queries";

type Deps = Pick<SpikeballDeps, "db" | "realtime">;

async function lockTeam(tx: Tx, teamId: string) {
  if (!isUuid(teamId)) throw notFound(SPIKEBALL_TEXTS.teamNotFound);
  const [team] = await tx.select().from(spikeballTeams).where(eq(spikeballTeams.id, teamId)).for("update");
  if (!team) throw notFound(SPIKEBALL_TEXTS.teamNotFound);
  return team;
}

async function memberCount(tx: Tx, teamId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(spikeballTeamMembers)
    .where(eq(spikeballTeamMembers.teamId, teamId));
  return row?.n ?? 0;
}

async function membership(tx: Tx, userId: string) {
  const [row] = await tx.select().from(spikeballTeamMembers).where(eq(spikeballTeamMembers.userId, userId));
  return row ?? null;
}

/** Adds `userId` to the locked team, refusing a full team or a user already on a team. */
async function addToTeam(
  tx: Tx,
  team: typeof spikeballTeams.$inferSelect,
  userId: string,
  role: TeamRole,
  messages: { full: string; onTeam: string },
) {
  if ((await memberCount(tx, team.id)) >= team.maxPlayers) throw new AppError("team_full", messages.full, 409);
  const [row] = await tx
    .insert(spikeballTeamMembers)
    .values({ teamId: team.id, userId, role })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("already_on_team", messages.onTeam, 409);
  return row;
}

async function requireApprovedActiveUser(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")));
  if (!user) throw notFound(SPIKEBALL_TEXTS.userNotFound);
  if (!(await isApproved(tx, userId))) throw new AppError("not_approved", SPIKEBALL_TEXTS.userNotApproved, 409);
  return user;
}

/** An approved student creates a team and becomes its captain. */
export async function createTeam({ db, realtime }: Deps, me: { id: string }, name: string) {
  return db.transaction(async (tx) => {
    if (await membership(tx, me.id)) throw new AppError("already_on_team", SPIKEBALL_TEXTS.alreadyOnTeam, 409);
    const [team] = await tx
      .insert(spikeballTeams)
      .values({ name, createdBy: me.id, maxPlayers: DEFAULT_MAX_PLAYERS })
      .returning();
    // The unique user_id decides against a second team created at the same moment: this one is rolled back.
    await addToTeam(tx, team!, me.id, "captain", {
      full: SPIKEBALL_TEXTS.teamFull(team!.maxPlayers),
      onTeam: SPIKEBALL_TEXTS.alreadyOnTeam,
    });
    await announce(tx, realtime, "team", [me.id]);
    return (await teamById(tx, team!.id))!;
  });
}

/** A member invites an approved player who is on no team (and is not the member) while the team has room. */
export async function invitePlayer({ db, realtime }: Deps, me: { id: string }, teamId: string, userId: string) {
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
    return { id: invite.id, teamId: team.id, invitedUserId: userId, createdAt: invite.createdAt.toISOString() };
  });
}

/** Accept (join the team, unless it filled up or I joined another meanwhile) or decline one of my invites. */
export async function respondToInvite(
  { db, realtime }: Deps,
  me: { id: string },
  inviteId: string,
  response: "accepted" | "declined",
) {
  if (!isUuid(inviteId)) throw notFound(SPIKEBALL_TEXTS.inviteNotFound);
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
      if (!(await isApproved(tx, me.id))) throw forbidden(SPIKEBALL_TEXTS.notApproved);
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

/** An admin creates a team, optionally with a captain (an approved player on no team). */
export async function adminCreateTeam(
  { db, realtime }: Deps,
  admin: { id: string },
  name: string,
  captainUserId: string | null,
) {
  return db.transaction(async (tx) => {
    if (captainUserId) {
      await requireApprovedActiveUser(tx, captainUserId);
      if (await membership(tx, captainUserId)) {
        throw new AppError("already_on_team", SPIKEBALL_TEXTS.userAlreadyOnTeam, 409);
      }
    }
    const [team] = await tx
      .insert(spikeballTeams)
      .values({ name, createdBy: captainUserId ?? admin.id, maxPlayers: DEFAULT_MAX_PLAYERS })
      .returning();
    if (captainUserId) {
      await addToTeam(tx, team!, captainUserId, "captain", {
        full: SPIKEBALL_TEXTS.teamFull(team!.maxPlayers),
        onTeam: SPIKEBALL_TEXTS.userAlreadyOnTeam,
      });
    }
    await announce(tx, realtime, "team", captainUserId ? [captainUserId] : []);
    return (await teamById(tx, team!.id))!;
  });
}

export async function renameTeam({ db, realtime }: Deps, teamId: string, name: string) {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (isSameTeamName(team.name, name)) throw new AppError("invalid_name", SPIKEBALL_TEXTS.renameSame, 400);
    await tx.update(spikeballTeams).set({ name: name.trim() }).where(eq(spikeballTeams.id, team.id));
    await announce(tx, realtime, "team", await memberIdsOf(tx, team.id));
    return (await teamById(tx, team.id))!;
  });
}

export async function deleteTeam({ db, realtime }: Deps, teamId: string) {
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

/** An admin adds an approved player who is on no team, while the team has room. */
export async function addMember({ db, realtime }: Deps, teamId: string, userId: string) {
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

export async function removeMember({ db, realtime }: Deps, teamId: string, memberId: string) {
  return db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if (!isUuid(memberId)) throw notFound(SPIKEBALL_TEXTS.memberNotFound);
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
