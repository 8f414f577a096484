// The demo spikeball content: every application state with a stored, re-encoded receipt, two teams, a pending
// invite; and a second run adds nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoStudents } from "../../db/demo-people";
import { spikeballApplications, spikeballTeamInvites, spikeballTeamMembers, spikeballTeams } from "../../db/schema";
import { LocalFileStore } from "../../platform/files/local-file-store";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { seedDemoSpikeball } from "./seed-spikeball";

let t: TestApp;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-seed-spikeball-"));
const store = new LocalFileStore({ root, secret: "s".repeat(32) });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoStudents(t.database.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("demo spikeball content", () => {
  it("adds nothing before the demo students exist", async () => {
    const empty = await createTestApp();
    expect(await seedDemoSpikeball(empty.database.db, store)).toBe(0);
    await empty.close();
  });

  it("creates applications in every state with receipts, two teams and a pending invite", async () => {
    const db = t.database.db;
    expect(await seedDemoSpikeball(db, store)).toBe(8);
    const apps = await db.select().from(spikeballApplications);
    expect(apps.filter((a) => a.status === "approved")).toHaveLength(6);
    expect(apps.filter((a) => a.status === "pending")).toHaveLength(1);
    expect(apps.filter((a) => a.status === "denied")).toHaveLength(1);
    const withReceipt = apps.filter((a) => a.receiptKey);
    expect(withReceipt).toHaveLength(7);
    for (const app of withReceipt) {
      const file = await store.read(app.receiptKey!);
      expect((await sharp(file!.body).metadata()).format).toBe("jpeg");
    }
    const teams = await db.select().from(spikeballTeams);
    expect(teams.map((x) => x.name).sort()).toEqual(["Net Ninjas", "Spike Force"]);
    const ninjas = teams.find((x) => x.name === "Net Ninjas")!;
    expect(await db.select().from(spikeballTeamMembers).where(eq(spikeballTeamMembers.teamId, ninjas.id))).toHaveLength(
      3,
    );
    const pending = await db.select().from(spikeballTeamInvites).where(eq(spikeballTeamInvites.status, "pending"));
    expect(pending).toHaveLength(1);
    expect(await seedDemoSpikeball(db, store)).toBe(0);
  });
});
