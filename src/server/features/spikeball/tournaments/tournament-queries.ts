// Reads of the spikeball tournaments: the list, one bracket with its matches, a team's upcoming matches, and the
// rows the use cases lock and rewrite. Students never see a tournament in setup.
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { BracketMatch } from "../../../../domain/spikeball/bracket-results";
import { VISIBLE_TOURNAMENT_STATUSES } from "../../../../domain/spikeball/bracket";
import type {
  Match,
  Tournament,
  TournamentDetail,
  UpcomingMatch,
} from "../../../../domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "../../../../domain/spikeball/tournament-texts";
import {
  type SpikeballMatch,
  type SpikeballTournament,
  spikeballMatches,
  spikeballTeamMembers,
  spikeballTeams,
  spikeballTournaments,
} from "../../../db/schema";
import type { Db, Tx } from "../../../platform/database/db";
import { notFound } from "../../../platform/http/errors";
import type { SignedInUser } from "../../../platform/auth/access";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The user's team and role on it, if they play on one. */
export async function membershipOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ teamId: spikeballTeamMembers.teamId, role: spikeballTeamMembers.role })
    .from(spikeballTeamMembers)
    .where(eq(spikeballTeamMembers.userId, userId));
  return row ?? null;
}

export function toMatch(row: SpikeballMatch): Match {
  return {
    id: row.id,
    tournamentId: row.tournamentId,
    roundNumber: row.roundNumber,
    matchNumber: row.matchNumber,
    team1Id: row.team1Id,
    team2Id: row.team2Id,
    team1Name: row.team1Name,
    team2Name: row.team2Name,
    winnerId: row.winnerId,
    team1Score: row.team1Score,
    team2Score: row.team2Score,
    status: row.status,
    scheduledAt: iso(row.scheduledAt),
    playedAt: iso(row.playedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBracketMatch(row: SpikeballMatch): BracketMatch {
  return {
    id: row.id,
    roundNumber: row.roundNumber,
    matchNumber: row.matchNumber,
    team1Id: row.team1Id,
    team2Id: row.team2Id,
    team1Name: row.team1Name,
    team2Name: row.team2Name,
    winnerId: row.winnerId,
    team1Score: row.team1Score,
    team2Score: row.team2Score,
    status: row.status,
    playedAt: row.playedAt,
  };
}

type Facts = { teamCount: number; bracketBuilt: boolean };

// Per tournament: the teams placed in the first round, and whether the bracket exists.
async function bracketFacts(db: Db | Tx, tournamentIds: string[]) {
  if (tournamentIds.length === 0) return new Map<string, Facts>();
  const rows = await db
    .select({
      tournamentId: spikeballMatches.tournamentId,
      teamCount: sql<number>`(count(${spikeballMatches.team1Id}) filter (where ${spikeballMatches.roundNumber} = 1)
        + count(${spikeballMatches.team2Id}) filter (where ${spikeballMatches.roundNumber} = 1))::int`,
    })
    .from(spikeballMatches)
    .where(inArray(spikeballMatches.tournamentId, tournamentIds))
    .groupBy(spikeballMatches.tournamentId);
  return new Map(rows.map((r) => [r.tournamentId, { teamCount: Number(r.teamCount), bracketBuilt: true }]));
}

/** The same facts from a bracket already read, counted as bracketFacts counts them. */
function factsOfMatches(matches: readonly SpikeballMatch[]): Facts {
  const firstRound = matches.filter((m) => m.roundNumber === 1);
  const placed = firstRound.reduce((n, m) => n + (m.team1Id ? 1 : 0) + (m.team2Id ? 1 : 0), 0);
  return { teamCount: placed, bracketBuilt: matches.length > 0 };
}

function toTournament(row: SpikeballTournament, facts: Facts | undefined): Tournament {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    tournamentType: row.tournamentType,
    maxTeams: row.maxTeams,
    teamCount: facts?.teamCount ?? 0,
    bracketBuilt: facts?.bracketBuilt ?? false,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    createdAt: row.createdAt.toISOString(),
  };
}

async function withFacts(db: Db | Tx, rows: SpikeballTournament[]): Promise<Tournament[]> {
  const facts = await bracketFacts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toTournament(row, facts.get(row.id)));
}

/** Newest first. Students get ready, active and completed ones; admins every one. */
export async function listTournaments(db: Db, includeSetup: boolean): Promise<Tournament[]> {
  const rows = await db
    .select()
    .from(spikeballTournaments)
    .where(includeSetup ? undefined : inArray(spikeballTournaments.status, [...VISIBLE_TOURNAMENT_STATUSES]))
    .orderBy(desc(spikeballTournaments.createdAt), desc(spikeballTournaments.id));
  return withFacts(db, rows);
}

export async function tournamentById(db: Db | Tx, tournamentId: string): Promise<Tournament | null> {
  const rows = await db.select().from(spikeballTournaments).where(eq(spikeballTournaments.id, tournamentId));
  return (await withFacts(db, rows))[0] ?? null;
}

export async function matchRows(db: Db | Tx, tournamentId: string) {
  return db
    .select()
    .from(spikeballMatches)
    .where(eq(spikeballMatches.tournamentId, tournamentId))
    .orderBy(asc(spikeballMatches.roundNumber), asc(spikeballMatches.matchNumber));
}

/**
 * One bracket; a tournament in setup is "not found" for everyone but admins. Its three reads go out at once (on one
 * PostgreSQL connection each), and the team count is taken from the matches read anyway.
 */
export async function tournamentDetail(db: Db, user: SignedInUser, tournamentId: string): Promise<TournamentDetail> {
  const isAdmin = user.role === "admin";
  const [[row], matches, member] = await Promise.all([
    db.select().from(spikeballTournaments).where(eq(spikeballTournaments.id, tournamentId)),
    matchRows(db, tournamentId),
    membershipOf(db, user.id),
  ]);
  if (!row || (!isAdmin && row.status === "setup")) throw notFound(TOURNAMENT_TEXTS.tournamentNotFound);
  return {
    tournament: toTournament(row, factsOfMatches(matches)),
    matches: matches.map(toMatch),
    viewer: { teamId: member?.teamId ?? null, isCaptain: member?.role === "captain", isAdmin },
  };
}

/** My team's matches still to play (pending, scheduled or in progress) in published tournaments, soonest first. */
export async function upcomingMatches(db: Db, userId: string, limit: number) {
  const member = await membershipOf(db, userId);
  if (!member) return { teamId: null, isCaptain: false, matches: [] as UpcomingMatch[] };
  const rows = await db
    .select({ match: spikeballMatches, tournament: spikeballTournaments })
    .from(spikeballMatches)
    .innerJoin(spikeballTournaments, eq(spikeballTournaments.id, spikeballMatches.tournamentId))
    .where(
      and(
        or(eq(spikeballMatches.team1Id, member.teamId), eq(spikeballMatches.team2Id, member.teamId)),
        inArray(spikeballMatches.status, ["pending", "scheduled", "in_progress"]),
        inArray(spikeballTournaments.status, ["ready", "active"]),
      ),
    )
    .orderBy(
      sql`case when ${spikeballMatches.status} = 'in_progress' then 0 else 1 end`,
      sql`${spikeballMatches.scheduledAt} asc nulls last`,
      asc(spikeballMatches.roundNumber),
      asc(spikeballTournaments.createdAt),
    )
    .limit(limit);
  return {
    teamId: member.teamId,
    isCaptain: member.role === "captain",
    matches: rows.map((r) => ({
      ...toMatch(r.match),
      tournamentName: r.tournament.name,
      tournamentStatus: r.tournament.status,
      maxTeams: r.tournament.maxTeams,
    })),
  };
}

/** Every team, by name, for the admin's Edit Bracket. */
export async function bracketTeams(db: Db) {
  return db
    .select({ id: spikeballTeams.id, name: spikeballTeams.name })
    .from(spikeballTeams)
    .orderBy(asc(spikeballTeams.name), asc(spikeballTeams.id));
}

/** The tournament row, locked FOR UPDATE until the transaction ends: every bracket change runs under this lock. */
export async function lockTournament(tx: Tx, tournamentId: string): Promise<SpikeballTournament> {
  const [row] = await tx
    .select()
    .from(spikeballTournaments)
    .where(eq(spikeballTournaments.id, tournamentId))
    .for("update");
  if (!row) throw notFound(TOURNAMENT_TEXTS.tournamentNotFound);
  return row;
}

/** The tournament of a match, locked, and the match itself. */
export async function lockMatch(tx: Tx, matchId: string) {
  const [found] = await tx
    .select({ tournamentId: spikeballMatches.tournamentId })
    .from(spikeballMatches)
    .where(eq(spikeballMatches.id, matchId));
  if (!found) throw notFound(TOURNAMENT_TEXTS.matchNotFound);
  const tournament = await lockTournament(tx, found.tournamentId);
  const rows = await matchRows(tx, tournament.id);
  const match = rows.find((m) => m.id === matchId);
  if (!match) throw notFound(TOURNAMENT_TEXTS.matchNotFound);
  return { tournament, rows, match };
}
