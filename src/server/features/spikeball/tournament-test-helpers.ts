// Helpers for the tournament API tests: people signed in through the real endpoints, approved spikeball players and
// teams written straight into the database (their own screens belong to the applications and teams work), and calls.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { spikeballApplications, spikeballTeamMembers, spikeballTeams, users } from "../../db/schema";
import { jsonHeaders, signedInAdmin, signedInStudent } from "../../testing/accounts";
import type { TestApp } from "../../testing/test-app";

export type Person = { email: string; cookie: string; id: string; name: string };
type Method = "GET" | "POST" | "PUT" | "DELETE";

const PASSWORD = "Maple-Syrup-42";

export function tournamentKit(t: () => TestApp, label: string) {
  let n = 0;
  const call = (as: Person | null, method: Method, url: string, payload?: unknown) =>
    t().app.inject({
      method,
      url,
      headers: { ...(method === "GET" ? {} : jsonHeaders), ...(as ? { cookie: as.cookie } : {}) },
      ...(method === "GET" ? {} : { payload: (payload ?? {}) as object }),
    });

  /** A signed-in student; `approved` gives them an approved spikeball application. */
  const student = async (name = `Player ${n + 1}`, approved = true): Promise<Person> => {
    const email = `${label}${++n}@riverside.example`;
    const cookie = await signedInStudent(t(), { email, password: PASSWORD, fullName: name });
    const [row] = await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (approved) {
      await t().database.db.insert(spikeballApplications).values({ userId: row!.id, status: "approved" });
    }
    return { email, cookie, id: row!.id, name };
  };

  const admin = async (): Promise<Person> => {
    const signedIn = await signedInAdmin(t(), `${label}-admin@riverside.example`);
    return { ...signedIn, name: "Admin" };
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
