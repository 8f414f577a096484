import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PUSH_PREFERENCES } from "../../../domain/push/push-rules";
import { DEMO_STUDENTS, seedDemoStudents } from "../../db/demo-people";
import { pushPreferences, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { getPushPreferences } from "./push-preferences";
import { seedDemoPushPreferences } from "./seed-push";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo push choices", () => {
  it("adds nothing until the demo students exist", async () => {
    expect(await seedDemoPushPreferences(t.database.db)).toBe(0);
    expect(await t.database.db.select().from(pushPreferences)).toEqual([]);
  });

  it("turns game pushes on for Maya, hides message text for Aisha, and leaves Jordan on the defaults, once", async () => {
    await seedDemoStudents(t.database.db);
    expect(await seedDemoPushPreferences(t.database.db)).toBe(2);
    const people = await t.database.db.select({ id: users.id, email: users.email }).from(users);
    const choicesOf = (index: number) =>
      getPushPreferences(t.database.db, people.find((p) => p.email === DEMO_STUDENTS[index]!.email)!.id);
    expect(await choicesOf(0)).toEqual({ ...DEFAULT_PUSH_PREFERENCES, jenga: true, spikeball: true });
    expect(await choicesOf(1)).toEqual(DEFAULT_PUSH_PREFERENCES);
    expect(await choicesOf(2)).toEqual({ ...DEFAULT_PUSH_PREFERENCES, hideMessageText: true });
    expect(await seedDemoPushPreferences(t.database.db)).toBe(0);
  });
});
