// The admin's tournament use cases: create a tournament, build its bracket (every match of every round), assign or
// seed the first round, and publish it. Each runs in one transaction under the tournament's row lock.
import { eq, inArray } from "drizzle-orm";
import { BracketRuleError, bracketShape, isMaxTeams, seedFirstRound } from "../../../domain/spikeball/bracket";
import {
  type BracketMatch,
  changedMatches,
  firstRoundProblem,
  resolveByes,
} from "../../../domain/spikeball/bracket-results";
import {
  type CreateTournamentInput,
  createTournamentSchema,
  type FirstRoundSlotsInput,
} from "../../../domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "../../../domain/spikeball/tournament-texts";
import { type SpikeballTournament, spikeballMatches, spikeballTeams, spikeballTournaments } from "../../db/schema";
import type { Tx } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { announceTournament, type TournamentDeps } from "./tournament-events";
import { lockTournament, matchRows, toBracketMatch } from "./tournament-queries";

/** A refusal of a bracket rule, as the API answers it. */
export function ruleError(error: unknown): unknown {
  return error instanceof BracketRuleError ? new AppError(error.code, error.message, 409) : error;
}

export async function createTournament(
  { db, realtime }: TournamentDeps,
  admin: { id: string },
  input: CreateTournamentInput,
) {
  const values = createTournamentSchema.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(spikeballTournaments)
      .values({
        name: values.name,
        description: values.description,
        maxTeams: values.maxTeams,
        startDate: values.startDate ? new Date(values.startDate) : null,
        endDate: values.endDate ? new Date(values.endDate) : null,
        createdBy: admin.id,
      })
      .returning();
    await announceTournament(tx, realtime, row!.id, "created");
    return row!;
  });
}

function maxTeamsOf(tournament: SpikeballTournament) {
  if (!isMaxTeams(tournament.maxTeams)) throw new AppError("bad_max_teams", TOURNAMENT_TEXTS.maxTeams, 409);
  return tournament.maxTeams;
}

/** Creates every match of every round, empty; building again while in setup starts the bracket over. */
export async function buildBracket({ db, realtime }: TournamentDeps, tournamentId: string) {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    if (tournament.status !== "setup") throw new AppError("not_in_setup", TOURNAMENT_TEXTS.notInSetup, 409);
    await tx.delete(spikeballMatches).where(eq(spikeballMatches.tournamentId, tournament.id));
    const rows = bracketShape(maxTeamsOf(tournament)).flatMap(({ roundNumber, matchCount }) =>
      Array.from({ length: matchCount }, (_, i) => ({
        tournamentId: tournament.id,
        roundNumber,
        matchNumber: i + 1,
      })),
    );
    await tx.insert(spikeballMatches).values(rows);
    await announceTournament(tx, realtime, tournament.id, "bracket-built");
    return { matchCount: rows.length };
  });
}

/** Writes the matches whose columns changed between `before` and `after`. */
export async function writeMatches(tx: Tx, before: readonly BracketMatch[], after: readonly BracketMatch[]) {
  for (const m of changedMatches(before, after)) {
    await tx
      .update(spikeballMatches)
      .set({
        team1Id: m.team1Id,
        team2Id: m.team2Id,
        team1Name: m.team1Name,
        team2Name: m.team2Name,
        winnerId: m.winnerId,
        team1Score: m.team1Score,
        team2Score: m.team2Score,
        status: m.status,
        playedAt: m.playedAt,
      })
      .where(eq(spikeballMatches.id, m.id));
  }
}

/** The bracket may be arranged while in setup, and once published as long as no match has started. */
async function editableBracket(tx: Tx, tournamentId: string) {
  const tournament = await lockTournament(tx, tournamentId);
  if (tournament.status !== "setup" && tournament.status !== "ready") {
    throw new AppError("bracket_locked", TOURNAMENT_TEXTS.bracketLocked, 409);
  }
  const rows = await matchRows(tx, tournament.id);
  if (rows.length === 0) throw new AppError("bracket_not_built", TOURNAMENT_TEXTS.bracketNotBuilt, 409);
  return { tournament, before: rows.map(toBracketMatch) };
}

async function teamNames(tx: Tx, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: spikeballTeams.id, name: spikeballTeams.name })
    .from(spikeballTeams)
    .where(inArray(spikeballTeams.id, unique));
  if (rows.length !== unique.length) throw new AppError("team_not_found", TOURNAMENT_TEXTS.teamNotFound, 409);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Places teams in the first round (slots not named keep their teams). A published bracket must stay publishable.
 */
export async function assignFirstRound(
  { db, realtime }: TournamentDeps,
  tournamentId: string,
  input: FirstRoundSlotsInput,
) {
  return db.transaction(async (tx) => {
    const { tournament, before } = await editableBracket(tx, tournamentId);
    const firstRound = new Map(before.filter((m) => m.roundNumber === 1).map((m) => [m.matchNumber, m]));
    const names = await teamNames(
      tx,
      input.slots.flatMap((s) => [s.team1Id, s.team2Id]).filter((id): id is string => id !== null),
    );
    const after = before.map((m) => ({ ...m }));
    for (const slot of input.slots) {
      const match = firstRound.get(slot.matchNumber);
      if (!match) throw new AppError("first_round_only", TOURNAMENT_TEXTS.firstRoundOnly, 400);
      const target = after.find((m) => m.id === match.id)!;
      target.team1Id = slot.team1Id;
      target.team1Name = slot.team1Id ? names.get(slot.team1Id)! : null;
      target.team2Id = slot.team2Id;
      target.team2Name = slot.team2Id ? names.get(slot.team2Id)! : null;
    }
    const placed = after.filter((m) => m.roundNumber === 1).flatMap((m) => [m.team1Id, m.team2Id]);
    const teams = placed.filter((id): id is string => id !== null);
    if (new Set(teams).size !== teams.length) throw new AppError("team_twice", firstRoundProblem(after)!, 409);
    if (tournament.status === "ready") {
      const problem = firstRoundProblem(after);
      if (problem) throw new AppError("bracket_invalid", problem, 409);
    }
    // Nothing has been played yet: later rounds are rebuilt from the first, byes already advanced.
    const next = resolveByes(after);
    await writeMatches(tx, before, next);
    await announceTournament(tx, realtime, tournament.id, "bracket-edited");
  });
}

/** Seeds these teams into the first round at random, byes spread so that no two meet. */
export async function seedBracket(
  { db, realtime }: TournamentDeps,
  tournamentId: string,
  teamIds: string[],
  random: () => number = Math.random,
) {
  return db.transaction(async (tx) => {
    const { tournament, before } = await editableBracket(tx, tournamentId);
    const names = await teamNames(tx, teamIds);
    let placements;
    try {
      placements = seedFirstRound([...names.keys()], maxTeamsOf(tournament), random);
    } catch (error) {
      throw ruleError(error);
    }
    const after = before.map((m) => {
      if (m.roundNumber !== 1) return { ...m };
      const p = placements.find((x) => x.matchNumber === m.matchNumber)!;
      return {
        ...m,
        team1Id: p.team1,
        team1Name: p.team1 ? names.get(p.team1)! : null,
        team2Id: p.team2,
        team2Name: p.team2 ? names.get(p.team2)! : null,
      };
    });
    await writeMatches(tx, before, resolveByes(after));
    await announceTournament(tx, realtime, tournament.id, "bracket-edited");
  });
}

/** Setup → ready: the first round must be complete (no two byes meet); byes advance at once. */
export async function publishBracket({ db, realtime }: TournamentDeps, tournamentId: string) {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, tournamentId);
    if (tournament.status !== "setup") throw new AppError("already_published", TOURNAMENT_TEXTS.alreadyPublished, 409);
    const before = (await matchRows(tx, tournament.id)).map(toBracketMatch);
    if (before.length === 0) throw new AppError("bracket_not_built", TOURNAMENT_TEXTS.bracketNotBuilt, 409);
    const problem = firstRoundProblem(before);
    if (problem) throw new AppError("bracket_invalid", problem, 409);
    await writeMatches(tx, before, resolveByes(before));
    await tx.update(spikeballTournaments).set({ status: "ready" }).where(eq(spikeballTournaments.id, tournament.id));
    await announceTournament(tx, realtime, tournament.id, "published");
    return { status: "ready" as const };
  });
}
