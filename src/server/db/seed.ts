// Sample content for `npm run demo` (DEMO_DATA=1): a newcomer sees a living app. Each feature adds its own part,
// and every part only fills an empty table, so running the demo twice changes nothing.
import type { FastifyBaseLogger } from "fastify";
import { count } from "drizzle-orm";
import type { Db } from "../platform/db";
import { DEMO_PASSWORD, DEMO_STUDENTS, seedDemoSchedules, seedDemoStudents } from "./demo-students";
import { SPORTS_GAME_ID, sportsGameState } from "./schema";

type SeedLog = Pick<FastifyBaseLogger, "info">;
type SeedPart = { name: string; run(db: Db, log: SeedLog): Promise<number> };

const sportsMatches: SeedPart = {
  name: "sports scoreboards",
  async run(db) {
    const [existing] = await db.select({ n: count() }).from(sportsGameState);
    if ((existing?.n ?? 0) > 0) return 0;
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const rows = [
      {
        matchNumber: 1,
        teamAName: "RIVERSIDE HAWKS",
        teamAScore: 2,
        teamBName: "NORTHGATE OWLS",
        teamBScore: 1,
        started: 14,
      },
      {
        matchNumber: 2,
        teamAName: "GRADE 11 BLUE",
        teamAScore: 0,
        teamBName: "GRADE 12 RED",
        teamBScore: 0,
        started: null,
      },
      {
        matchNumber: 3,
        teamAName: "STAFF ALL-STARS",
        teamAScore: 3,
        teamBName: "STUDENT COUNCIL",
        teamBScore: 4,
        started: null,
      },
      { matchNumber: 4, teamAName: "TEAM A", teamAScore: 0, teamBName: "TEAM B", teamBScore: 0, started: null },
    ];
    await db.insert(sportsGameState).values(
      rows.map((r) => ({
        gameId: SPORTS_GAME_ID,
        matchNumber: r.matchNumber,
        teamAName: r.teamAName,
        teamAScore: r.teamAScore,
        teamBName: r.teamBName,
        teamBScore: r.teamBScore,
        gameStarted: r.started !== null,
        clockStartedAt: r.started !== null ? minutesAgo(r.started) : null,
        clockBaseSeconds: r.matchNumber === 3 ? 20 * 60 : 0,
      })),
    );
    return rows.length;
  },
};

const demoStudents: SeedPart = {
  name: "demo students",
  async run(db, log) {
    const added = await seedDemoStudents(db);
    // Said every time, so whoever runs the demo knows how to sign in as a student.
    log.info(
      { emails: DEMO_STUDENTS.map((s) => s.email), password: DEMO_PASSWORD },
      `demo students: sign in as ${DEMO_STUDENTS.map((s) => s.email).join(", ")} with the password ${DEMO_PASSWORD}`,
    );
    return added;
  },
};

// Only for demo students who exist (the part above made them, now or at an earlier start) and have no entries yet.
const demoSchedules: SeedPart = { name: "demo schedules", run: (db) => seedDemoSchedules(db) };

const parts: SeedPart[] = [sportsMatches, demoStudents, demoSchedules];

export async function seedDemoData(db: Db, log: SeedLog) {
  for (const part of parts) {
    const added = await part.run(db, log);
    log.info({ part: part.name, added }, added ? "demo data added" : "demo data already present");
  }
}
