// The team rows every team use case works on. Every write that can add a member locks the team's row first
// (lockTeam), so two joins at the same moment are counted one after the other and a team never passes max_players;
// the unique user_id on members keeps a user on one team.
import { and, count, eq } from "drizzle-orm";
import { type TeamRole } from "../../../../domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "../../../../domain/spikeball/spikeball-texts";
import { spikeballTeamMembers, spikeballTeams, users } from "../../../db/schema";
import type { Tx } from "../../../platform/database/db";
import { AppError, notFound } from "../../../platform/http/errors";
import { isApprovedPlayer } from "../approved-players";

/** The team, locked FOR UPDATE until the transaction ends; 404 for an unknown id. */
export async function lockTeam(tx: Tx, teamId: string) {
  const [team] = await tx.select().from(spikeballTeams).where(eq(spikeballTeams.id, teamId)).for("update");
  if (!team) throw notFound(SPIKEBALL_TEXTS.teamNotFound);
  return team;
}

export async function memberCount(tx: Tx, teamId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(spikeballTeamMembers)
    .where(eq(spikeballTeamMembers.teamId, teamId));
  return row?.n ?? 0;
}

/** The user's membership row, or null when they are on no team. */
export async function membership(tx: Tx, userId: string) {
  const [row] = await tx.select().from(spikeballTeamMembers).where(eq(spikeballTeamMembers.userId, userId));
  return row ?? null;
}

/** Adds `userId` to the locked team, refusing a full team or a user already on a team. */
export async function addToTeam(
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

/** An active user with an approved application (someone a team may take), or 404/409. */
export async function requireApprovedActiveUser(tx: Tx, userId: string) {
  const [user] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, "active")));
  if (!user) throw notFound(SPIKEBALL_TEXTS.userNotFound);
  if (!(await isApprovedPlayer(tx, userId))) throw new AppError("not_approved", SPIKEBALL_TEXTS.userNotApproved, 409);
  return user;
}
