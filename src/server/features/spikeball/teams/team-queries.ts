// Reads of spikeball teams, members and invites, shaped as the API answers them.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { pageOffset } from "../../../../domain/paging/paging";
import { AVAILABLE_PLAYERS_LIMIT } from "../../../../domain/spikeball/spikeball-rules";
import type { PlayerView, TeamInviteView, TeamView } from "../../../../domain/spikeball/spikeball-schemas";
import {
  spikeballApplications,
  spikeballTeamInvites,
  spikeballTeamMembers,
  spikeballTeams,
  users,
} from "../../../db/schema";
import { type Db, queryRows, type Tx } from "../../../platform/database/db";

export async function teamById(db: Db | Tx, teamId: string): Promise<TeamView | null> {
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

/** A page of teams with their members, newest first; the page's teams come from the (created_at, id) index. */
export async function teamsPage(db: Db | Tx, page: number, pageSize: number) {
  const [teams, [counted]] = await Promise.all([
    db
      .select()
      .from(spikeballTeams)
      .orderBy(desc(spikeballTeams.createdAt), desc(spikeballTeams.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(spikeballTeams),
  ]);
  return { teams: await withMembers(db, teams), total: Number(counted?.n ?? 0) };
}

/**
 * Active users with an approved application who are on no team (the invitable and addable users), by name, at most
 * AVAILABLE_PLAYERS_LIMIT; `search` matches name or email, `except` leaves one user out (the viewer, for invites).
 * The search starts from the approved players without a team (the approved applications' own index, less the
 * members), not from every user: they are the few a team may take, and most users would be read to find none.
 */
export async function availablePlayers(
  db: Db | Tx,
  { search = "", except }: { search?: string; except?: string } = {},
): Promise<PlayerView[]> {
  const q = search.trim();
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // Materialized, so the planner cannot fold it into a walk of every user by name looking for the few it holds.
  return queryRows<PlayerView>(
    db,
    sql`with free as materialized (
          select a.user_id from ${spikeballApplications} a
          where a.status = 'approved'
            and not exists (select 1 from ${spikeballTeamMembers} m where m.user_id = a.user_id)
        )
        select u.id, u.name, u.email from free join ${users} u on u.id = free.user_id
        where u.status = 'active'
          ${except ? sql`and u.id <> ${except}` : sql``}
          ${q ? sql`and (u.name ilike ${pattern} or u.email ilike ${pattern})` : sql``}
        order by u.name, u.id
        limit ${AVAILABLE_PLAYERS_LIMIT}`,
  );
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
