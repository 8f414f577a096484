// The demo tournaments: one completed, one half-way with a match in progress, one in setup; only into an empty table.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spikeballMatches, spikeballTeams, spikeballTournaments } from "../../../db/schema";
import { signedInAdmin } from "../../../testing/accounts";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { seedDemoTournaments } from "./seed-tournaments";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await signedInAdmin(t, "seed-admin@riverside.example");
});
afterAll(() => t.close());

describe("demo tournaments", () => {
  it("creates a completed, an active and a setup tournament with the existing teams first, once", async () => {
    const db = t.database.db;
    const [existing] = await db.insert(spikeballTeams).values({ name: "Maya's Team" }).returning();
    expect(await seedDemoTournaments(db)).toBe(3);
    expect(await db.select().from(spikeballTeams)).toHaveLength(8);
    const rows = await db.select().from(spikeballTournaments);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get("Autumn Classic")).toMatchObject({ status: "completed", maxTeams: 4 });
    expect(byName.get("Winter Cup")).toMatchObject({ status: "active", maxTeams: 8 });
    expect(byName.get("Spring Open")).toMatchObject({ status: "setup", maxTeams: 16 });

    const winter = await db
      .select()
      .from(spikeballMatches)
      .where(eq(spikeballMatches.tournamentId, byName.get("Winter Cup")!.id));
    expect(winter.filter((m) => m.roundNumber === 1).every((m) => m.status === "completed")).toBe(true);
    expect(winter.filter((m) => m.status === "in_progress")).toHaveLength(1);
    const autumnFinal = (
      await db
        .select()
        .from(spikeballMatches)
        .where(eq(spikeballMatches.tournamentId, byName.get("Autumn Classic")!.id))
    ).find((m) => m.roundNumber === 2)!;
    expect(autumnFinal.winnerId).not.toBeNull();
    const placed = winter.filter((m) => m.roundNumber === 1).flatMap((m) => [m.team1Id, m.team2Id]);
    expect(placed).toContain(existing!.id);

    expect(await seedDemoTournaments(db)).toBe(0);
    expect(await db.select().from(spikeballTournaments)).toHaveLength(3);
  });
});
