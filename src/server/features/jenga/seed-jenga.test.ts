import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STUDENTS, seedDemoStudents } from "../../db/demo-people";
import { jengaGames, jengaInvites, jengaMoves, jengaUserStats, users } from "../../db/schema";
import { signedInAdmin } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { seedDemoJenga } from "./seed-jenga";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await signedInAdmin(t);
});
afterAll(() => t.close());

describe("demo Jenga games", () => {
  it("adds nothing until the demo students exist", async () => {
    expect(await seedDemoJenga(t.database.db)).toBe(0);
    expect(await t.database.db.select().from(jengaGames)).toEqual([]);
  });

  it("adds a finished game, one in play and one waiting, with consistent statistics", async () => {
    await seedDemoStudents(t.database.db);
    expect(await seedDemoJenga(t.database.db)).toBe(3);
    const games = await t.database.db.select().from(jengaGames);
    const byName = new Map(games.map((g) => [g.name, g]));
    expect(byName.get("Friday Lunch Showdown")?.status).toBe("finished");
    expect(byName.get("Library Break Tower")?.status).toBe("active");
    expect(byName.get("After-School Club")?.status).toBe("waiting");
    expect(await t.database.db.select().from(jengaMoves)).toHaveLength(13);
    expect(await t.database.db.select().from(jengaInvites)).toHaveLength(1);

    const idOf = async (email: string) =>
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const [maya, jordan, aisha] = await Promise.all(DEMO_STUDENTS.map((s) => idOf(s.email)));
    const stats = new Map((await t.database.db.select().from(jengaUserStats)).map((s) => [s.userId, s]));
    // Aisha won (3 + 3 block points + 15), Jordan lost (-10, then 1 + 3 + 1 in the game still running).
    expect(stats.get(aisha!)).toMatchObject({ totalPoints: 21, rating: 1016, gamesPlayed: 1, gamesWon: 1 });
    expect(stats.get(jordan!)).toMatchObject({ totalPoints: -5, rating: 984, gamesPlayed: 1, gamesLost: 1 });
    expect(stats.get(maya!)).toMatchObject({ totalPoints: 9, rating: 1000, gamesPlayed: 1 });
  });

  it("changes nothing when run again", async () => {
    expect(await seedDemoJenga(t.database.db)).toBe(0);
    expect(await t.database.db.select().from(jengaGames)).toHaveLength(3);
  });
});
