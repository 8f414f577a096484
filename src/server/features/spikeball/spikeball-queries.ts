// Reads of spikeball applications and teams, shaped as the API answers them.
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type {
  AdminApplicationView,
  PlayerView,
  SpikeballApplicationView,
  TeamInviteView,
  TeamView,
} from "../../../domain/spikeball/spikeball-schemas";
import { SIGNED_URL_SECONDS, SPIKEBALL_TEXTS } from "../../../domain/spikeball/spikeball-rules";
import {
  spikeballApplications,
  spikeballTeamInvites,
  spikeballTeamMembers,
  spikeballTeams,
  users,
} from "../../db/schema";
import type { Db, Tx } from "../../platform/db";
import { forbidden } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export async function applicationOf(db: Db | Tx, userId: string): Promise<SpikeballApplicationView | null> {
  const [row] = await db.select().from(spikeballApplications).where(eq(spikeballApplications.userId, userId));
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

export async function isApproved(db: Db | Tx, userId: string): Promise<boolean> {
  return (await applicationOf(db, userId))?.status === "approved";
}

/** Students need an approved application for the dashboard's endpoints; admins always pass. */
export async function requireApproved(db: Db | Tx, user: { id: string; role: string }) {
  if (user.role === "admin") return;
  if (!(await isApproved(db, user.id))) throw forbidden(SPIKEBALL_TEXTS.notApproved);
}

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

/** Every active user with their application state (not_applied without one), newest application first. */
export async function adminApplications(db: Db | Tx, store: FileStore): Promise<AdminApplicationView[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      applicationId: spikeballApplications.id,
      status: spikeballApplications.status,
      adminNotes: spikeballApplications.adminNotes,
      createdAt: spikeballApplications.createdAt,
      receiptKey: spikeballApplications.receiptKey,
    })
    .from(users)
    .leftJoin(spikeballApplications, eq(spikeballApplications.userId, users.id))
    .where(eq(users.status, "active"))
    .orderBy(
      sql`case ${spikeballApplications.status} when 'pending' then 0 when 'approved' then 2 when 'denied' then 3 else 1 end`,
      desc(spikeballApplications.createdAt),
      asc(users.name),
    );
  return Promise.all(
    rows.map(async (r) => ({
      userId: r.userId,
      name: r.name,
      email: r.email,
      applicationId: r.applicationId,
      status: r.status ?? "not_applied",
      adminNotes: r.adminNotes,
      createdAt: r.createdAt?.toISOString() ?? null,
      hasReceipt: Boolean(r.receiptKey),
      receiptUrl: r.receiptKey ? await store.signedUrl(r.receiptKey, SIGNED_URL_SECONDS) : null,
    })),
  );
}
