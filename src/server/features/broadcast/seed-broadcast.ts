// Demo scoreboards for `npm run demo`: a match under way, one waiting for kick-off, one paused at half time, and
// one nobody has set up. Only fills an empty table, so a second demo start changes nothing.
import { count } from "drizzle-orm";
import { SPORTS_GAME_ID, sportsGameState } from "../../db/schema";
import type { Db } from "../../platform/database/db";

type DemoMatch = {
  matchNumber: number;
  teamAName: string;
  teamAScore: number;
  teamBName: string;
  teamBScore: number;
  /** Minutes since the clock started; null: the clock stands. */
  runningForMinutes: number | null;
  /** Seconds run before that start (or in total, while standing). */
  baseSeconds: number;
};

export const DEMO_SPORTS_MATCHES: DemoMatch[] = [
  {
    matchNumber: 1,
    teamAName: "RIVERSIDE HAWKS",
    teamAScore: 2,
    teamBName: "NORTHGATE OWLS",
    teamBScore: 1,
    runningForMinutes: 14,
    baseSeconds: 0,
  },
  {
    matchNumber: 2,
    teamAName: "GRADE 11 BLUE",
    teamAScore: 0,
    teamBName: "GRADE 12 RED",
    teamBScore: 0,
    runningForMinutes: null,
    baseSeconds: 0,
  },
  {
    matchNumber: 3,
    teamAName: "STAFF ALL-STARS",
    teamAScore: 3,
    teamBName: "STUDENT COUNCIL",
    teamBScore: 4,
    runningForMinutes: null,
    baseSeconds: 20 * 60,
  },
  {
    matchNumber: 4,
    teamAName: "TEAM A",
    teamAScore: 0,
    teamBName: "TEAM B",
    teamBScore: 0,
    runningForMinutes: null,
    baseSeconds: 0,
  },
];

export async function seedSportsMatches(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(sportsGameState);
  if ((existing?.n ?? 0) > 0) return 0;
  await db.insert(sportsGameState).values(
    DEMO_SPORTS_MATCHES.map((m) => ({
      gameId: SPORTS_GAME_ID,
      matchNumber: m.matchNumber,
      teamAName: m.teamAName,
      teamAScore: m.teamAScore,
      teamBName: m.teamBName,
      teamBScore: m.teamBScore,
      gameStarted: m.runningForMinutes !== null,
      clockStartedAt: m.runningForMinutes === null ? null : new Date(now.getTime() - m.runningForMinutes * 60_000),
      clockBaseSeconds: m.baseSeconds,
    })),
  );
  return DEMO_SPORTS_MATCHES.length;
}
