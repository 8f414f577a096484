// Fixtures for the tournament API tests: the people kit, with approved spikeball players and teams written straight
// into the database (their own screens belong to the applications and teams tests), and tournaments and matches run
// through the real endpoints.
import { expect } from "vitest";
import { spikeballApplications, spikeballTeamMembers, spikeballTeams } from "../db/schema";
import { peopleKit, type Person } from "./people";
import type { TestApp } from "./test-app";

export function tournamentKit(t: () => TestApp, label: string) {
  const people = peopleKit(t, label);
  const { call, admin } = people;

  /** A signed-in student; `approved` gives them an approved spikeball application. */
  const student = async (name?: string, approved = true): Promise<Person> => {
    const person = await people.student(name);
    if (approved) {
      await t().database.db.insert(spikeballApplications).values({ userId: person.id, status: "approved" });
    }
    return person;
  };

  /** A team with this captain (and members), straight in the database. */
  const team = async (name: string, captain?: Person, members: Person[] = []) => {
    const db = t().database.db;
    const [row] = await db
      .insert(spikeballTeams)
      .values({ name, createdBy: captain?.id ?? null })
      .returning();
    if (captain) await db.insert(spikeballTeamMembers).values({ teamId: row!.id, userId: captain.id, role: "captain" });
    for (const m of members) await db.insert(spikeballTeamMembers).values({ teamId: row!.id, userId: m.id });
    return { id: row!.id, name };
  };

  const createTournament = async (as: Person, body: Record<string, unknown>) => {
    const res = await call(as, "POST", "/api/spikeball/admin/tournaments", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().tournament as { id: string; name: string; status: string; maxTeams: number };
  };

  type MatchView = {
    id: string;
    roundNumber: number;
    matchNumber: number;
    team1Id: string | null;
    team2Id: string | null;
    team1Name: string | null;
    team2Name: string | null;
    winnerId: string | null;
    team1Score: number;
    team2Score: number;
    status: string;
  };

  const detail = async (as: Person, tournamentId: string) => {
    const res = await call(as, "GET", `/api/spikeball/tournaments/${tournamentId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      tournament: { status: string; teamCount: number; bracketBuilt: boolean };
      matches: MatchView[];
      viewer: { teamId: string | null; isCaptain: boolean; isAdmin: boolean };
    };
  };

  const matchAt = async (as: Person, tournamentId: string, round: number, match: number) =>
    (await detail(as, tournamentId)).matches.find((m) => m.roundNumber === round && m.matchNumber === match)!;

  /** A published tournament with these teams placed in order (null: a bye slot). */
  const publishedTournament = async (as: Person, maxTeams: number, order: ({ id: string } | null)[], name = "Cup") => {
    const tournament = await createTournament(as, { name, maxTeams });
    expect((await call(as, "POST", `/api/spikeball/admin/tournaments/${tournament.id}/bracket`)).statusCode).toBe(201);
    const slots = Array.from({ length: maxTeams / 2 }, (_, i) => ({
      matchNumber: i + 1,
      team1Id: order[i * 2]?.id ?? null,
      team2Id: order[i * 2 + 1]?.id ?? null,
    }));
    const edit = await call(as, "PUT", `/api/spikeball/admin/tournaments/${tournament.id}/bracket/first-round`, {
      slots,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const publish = await call(as, "POST", `/api/spikeball/admin/tournaments/${tournament.id}/publish`);
    expect(publish.statusCode, publish.body).toBe(200);
    return tournament;
  };

  const start = (as: Person, matchId: string) =>
    call(as, "POST", `/api/spikeball/admin/tournament-matches/${matchId}/start`);
  const end = (as: Person, matchId: string, team1Score: number, team2Score: number) =>
    call(as, "POST", `/api/spikeball/admin/tournament-matches/${matchId}/end`, { team1Score, team2Score });
  const score = (as: Person, matchId: string, team1Score: number, team2Score: number) =>
    call(as, "POST", `/api/spikeball/tournament-matches/${matchId}/score`, { team1Score, team2Score });

  /** Starts and ends a match with this result. */
  const play = async (as: Person, matchId: string, team1Score: number, team2Score: number) => {
    const started = await start(as, matchId);
    expect(started.statusCode, started.body).toBe(200);
    const ended = await end(as, matchId, team1Score, team2Score);
    expect(ended.statusCode, ended.body).toBe(200);
    return ended.json();
  };

  return {
    call,
    student,
    admin,
    team,
    createTournament,
    detail,
    matchAt,
    publishedTournament,
    start,
    end,
    score,
    play,
  };
}
