import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sportsGameState } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { DEMO_SPORTS_MATCHES, seedSportsMatches } from "./seed-broadcast";

let t: TestApp;
const quiet = { info: () => undefined };

// Each test reads what one demo start left; none changes it, so they hold in any order and one at a time.
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, quiet as never, { fileStore: t.app.fileStore });
});
afterAll(() => t.close());

describe("demo scoreboards", () => {
  it("are part of the demo data: four matches that the public API shows", async () => {
    const { matches } = (await t.app.inject({ method: "GET", url: "/api/sports/matches" })).json();
    expect(matches.map((m: { teamAName: string }) => m.teamAName)).toEqual(DEMO_SPORTS_MATCHES.map((m) => m.teamAName));
  });

  it("have match 1 under way for 14 minutes, match 3 paused at 20:00, the others waiting at 00:00", async () => {
    const { matches } = (await t.app.inject({ method: "GET", url: "/api/sports/matches" })).json();
    expect(matches[0]).toMatchObject({ gameStarted: true, teamAScore: 2, teamBScore: 1 });
    expect(matches[0].gameTime).toBeGreaterThanOrEqual(14 * 60);
    expect(matches[0].gameTime).toBeLessThan(15 * 60);
    expect(matches[1]).toMatchObject({ gameStarted: false, gameTime: 0 });
    expect(matches[2]).toMatchObject({ gameStarted: false, gameTime: 20 * 60, teamAScore: 3, teamBScore: 4 });
    expect(matches[3]).toMatchObject({ teamAName: "TEAM A", teamBName: "TEAM B", gameTime: 0 });
  });

  it("are only added to an empty table, so a second demo start changes nothing", async () => {
    const before = await t.database.db.select().from(sportsGameState);
    expect(await seedSportsMatches(t.database.db)).toBe(0);
    expect(await t.database.db.select().from(sportsGameState)).toEqual(before);
  });
});
