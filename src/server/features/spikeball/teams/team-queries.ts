// Reads of spikeball teams, members and invites, shaped as the API answers them.
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { PlayerView, TeamInviteView, TeamView } from "../../../../domain/spikeball/spikeball-schemas";
import {
  spikeballApplications,
  spikeballTeamInvites,
  spikeballTeamMembers,
  spikeballTeams,
  users,
} from "../../../db/schema";
import type { Db, Tx } from "../../../platform/db";
import { isUuid } from "../spikeball-ids";

export async function teamById(db: Db | Tx, teamId: string): Promise<TeamView | null> {
  if (!isUuid(teamId)) return null;
  const [team] = await db.select().from(spikeballTeams).where(eq(spikeballTeams.id, teamId));
  if (!team) return null;
  return (await withMembers(db, [team]))[0]!;
}

async function withMembers(db: Db | Tx, teams: (typeof spikeballTeams.$inferSelect)[]): Promise<TeamView[]> {
  if (teams.length === 0) return [];
  const members = await db
    .select({
      id: spikeballTeamMembers.id,
      teamId: spikeballTeamMembers.teamId,
      userId: spikeballTeamMembers.userId,
      role: spikeballTeamMembers.role,
      joinedAt: spikeballTeamMembers.joinedAt,
      name: users.name,
      email: users.email,
    })
    .from(spikeballTeamMembers)
    .innerJoin(users, eq(users.id, spikeballTeamMembers.userId))
    .where(
      inArray(
        spikeballTeamMembers.teamId,
        teams.map((t) => t.id),
      ),
    )
    // The captain first, then in the order they joined.
    .orderBy(
      sql`case when ${spikeballTeamMembers.role} = 'captain' then 0 else 1 end`,
      asc(spikeballTeamMembers.joinedAt),
    );
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    maxPlayers: team.maxPlayers,
    createdAt: team.createdAt.toISOString(),
    members: members
      .filter((m) => m.teamId === team.id)
      .map((m) => ({
        id: m.id,
        userId: m.userId,
        name: m.name,
        email: m.email,
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
      })),
  }));
}

export async function teamOfUser(db: Db | Tx, userId: string): Promise<TeamView | null> {
  const [row] = await db
    .select({ teamId: spikeballTeamMembers.teamId })
    .from(spikeballTeamMembers)
    .where(eq(spikeballTeamMembers.userId, userId));
  return row ? teamById(db, row.teamId) : null;
}

export async function allTeams(db: Db | Tx): Promise<TeamView[]> {
  const teams = await db
    .select()
    .from(spikeballTeams)
    .orderBy(desc(spikeballTeams.createdAt), asc(spikeballTeams.name));
  return withMembers(db, teams);
}

/**
 * Active users with an approved application who are on no team (the invitable and addable users), by name;
 * `search` matches name or email, `except` leaves one user out (the viewer, for invites).
 */
export async function availablePlayers(
  db: Db | Tx,
  { search = "", except }: { search?: string; except?: string } = {},
): Promise<PlayerView[]> {
  const q = search.trim();
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(spikeballApplications, eq(spikeballApplications.userId, users.id))
    .leftJoin(spikeballTeamMembers, eq(spikeballTeamMembers.userId, users.id))
    .where(
      and(
        eq(users.status, "active"),
        eq(spikeballApplications.status, "approved"),
        isNull(spikeballTeamMembers.id),
        except ? ne(users.id, except) : undefined,
        q ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(50);
}

export async function pendingInvitesOf(db: Db | Tx, userId: string): Promise<TeamInviteView[]> {
  const rows = await db
    .select({
      id: spikeballTeamInvites.id,
      teamId: spikeballTeamInvites.teamId,
      teamName: spikeballTeams.name,
      invitedByName: users.name,
      createdAt: spikeballTeamInvites.createdAt,
    })
    .from(spikeballTeamInvites)
    .innerJoin(spikeballTeams, eq(spikeballTeams.id, spikeballTeamInvites.teamId))
    .leftJoin(users, eq(users.id, spikeballTeamInvites.invitedBy))
    .where(and(eq(spikeballTeamInvites.invitedUserId, userId), eq(spikeballTeamInvites.status, "pending")))
    .orderBy(desc(spikeballTeamInvites.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The user ids on a team (read inside the transaction, before a change, so removed members hear of it too). */
export async function memberIdsOf(tx: Db | Tx, teamId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: spikeballTeamMembers.userId })
    .from(spikeballTeamMembers)
    .where(eq(spikeballTeamMembers.teamId, teamId));
  return rows.map((r) => r.userId);
}
