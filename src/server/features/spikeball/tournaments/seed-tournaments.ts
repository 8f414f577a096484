// Demo tournaments for `npm run demo`: a completed 4-team cup, an 8-team cup played half-way with a semifinal in
// progress, and a 16-team one still in setup. Played through the same use cases as the real app, so every bracket is
// consistent. Runs after the teams' demo part and plays its teams first, with name-only guest teams making up eight.
// Only fills an empty spikeball_tournaments table.
import { asc, count, eq } from "drizzle-orm";
import { spikeballTeams, spikeballTournaments, users } from "../../../db/schema";
import type { Db } from "../../../platform/database/db";
import { buildBracket } from "./build-bracket";
import { createTournament } from "./create-tournament";
import { endMatch } from "./end-match";
import { publishBracket } from "./publish-bracket";
import { drawFirstRound } from "./draw-first-round";
import { startMatch } from "./start-match";
import { matchRows } from "./tournament-queries";
import { updateScore } from "./update-score";
import { SILENT, type UseCaseDeps } from "../../../platform/database/services-plugin";

// Nobody is connected while the demo data is written: there is no one to tell.
const DEMO_TEAMS = [
  "Net Ninjas",
  "Spike Force",
  "Rim Rockers",
  "Pocket Aces",
  "Hot Shots",
  "Roundnet Royals",
  "Bounce Squad",
  "Set Point",
];

/** A fixed pseudo-random sequence, so the demo brackets come out the same on every machine. */
function demoRandom(seed = 7) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

export async function seedDemoTournaments(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(spikeballTournaments);
  if ((existing?.n ?? 0) > 0) return 0;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (!admin) return 0;
  let teams = await db
    .select({ id: spikeballTeams.id, name: spikeballTeams.name })
    .from(spikeballTeams)
    .orderBy(asc(spikeballTeams.createdAt), asc(spikeballTeams.name));
  // The teams' demo part makes only a couple of teams; name-only guest teams fill the 8-team cup (no members, so they
  // touch nobody's team or invites).
  if (teams.length < 8) {
    const taken = new Set(teams.map((t) => t.name));
    const guests = DEMO_TEAMS.filter((name) => !taken.has(name)).slice(0, 8 - teams.length);
    const added = await db
      .insert(spikeballTeams)
      .values(guests.map((name) => ({ name, createdBy: admin.id })))
      .returning({ id: spikeballTeams.id, name: spikeballTeams.name });
    teams = [...teams, ...added];
  }
  const deps: UseCaseDeps = { db, realtime: SILENT };
  const random = demoRandom();
  const ids = teams.map((t) => t.id);

  const publishedCup = async (name: string, description: string, maxTeams: 4 | 8, teamIds: string[], start: number) => {
    const cup = await createTournament(deps, admin, {
      name,
      description,
      maxTeams,
      startDate: days(start),
      endDate: days(start + 1),
    });
    await buildBracket(deps, cup.id);
    await drawFirstRound(deps, cup.id, teamIds, random);
    await publishBracket(deps, cup.id);
    return cup;
  };
  const play = async (tournamentId: string, round: number, scores: [number, number][]) => {
    const inRound = (await matchRows(db, tournamentId)).filter((m) => m.roundNumber === round);
    for (const [i, match] of inRound.entries()) {
      const score = scores[i];
      if (!score || !match.team1Id || !match.team2Id || match.status === "completed") continue;
      await startMatch(deps, match.id);
      await endMatch(deps, match.id, { team1Score: score[0], team2Score: score[1] });
    }
  };

  const autumn = await publishedCup(
    "Autumn Classic",
    "Four teams, one afternoon on the back field. Best of one to 21.",
    4,
    ids.slice(0, 4),
    -30,
  );
  await play(autumn.id, 1, [
    [21, 17],
    [19, 21],
  ]);
  await play(autumn.id, 2, [[21, 18]]);

  const winter = await publishedCup(
    "Winter Cup",
    "The indoor cup in the gym: eight teams, quarterfinals this week, the final on Friday.",
    8,
    ids.slice(0, 8),
    -1,
  );
  await play(winter.id, 1, [
    [21, 15],
    [18, 21],
    [21, 12],
    [21, 19],
  ]);
  const semifinal = (await matchRows(db, winter.id)).find((m) => m.roundNumber === 2 && m.team1Id && m.team2Id);
  if (semifinal) {
    await startMatch(deps, semifinal.id);
    await updateScore(deps, { id: admin.id, role: "admin" }, semifinal.id, {
      team1Score: 12,
      team2Score: 9,
    });
  }

  const spring = await createTournament(deps, admin, {
    name: "Spring Open",
    description: "Sign-ups are open: the bracket is published once the teams are in.",
    maxTeams: 16,
    startDate: days(45),
    endDate: days(46),
  });
  await buildBracket(deps, spring.id);
  return 3;
}
