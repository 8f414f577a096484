import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STUDENTS, seedDemoStudents } from "../../db/demo-people";
import { friendRequests, friendSettings, friendships, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { friendsWithFacts } from "./friends-queries";
import { seedDemoFriends } from "./seed-friends";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo friends", () => {
  it("adds nothing until the demo students exist", async () => {
    expect(await seedDemoFriends(t.database.db)).toBe(0);
    expect(await t.database.db.select().from(friendships)).toEqual([]);
  });

  it("makes two friendships with sharing on and one pending request", async () => {
    await seedDemoStudents(t.database.db);
    expect(await seedDemoFriends(t.database.db)).toBe(2);
    const student = async (email: string) => {
      const [row] = await t.database.db
        .select({ id: users.id, schoolId: users.schoolId })
        .from(users)
        .where(eq(users.email, email));
      return { id: row!.id, schoolId: row!.schoolId! };
    };
    const [maya, jordan, aisha] = await Promise.all(DEMO_STUDENTS.map((s) => student(s.email)));
    const sharing = async (viewer: typeof maya) =>
      Object.fromEntries((await friendsWithFacts(t.database.db, viewer!)).map((f) => [f.id, f.sharesWithMe]));
    expect(await sharing(maya)).toEqual({ [jordan!.id]: true, [aisha!.id]: true });
    expect(await sharing(jordan)).toEqual({ [maya!.id]: true });
    expect(await sharing(aisha)).toEqual({ [maya!.id]: true });
    const pending = await t.database.db.select().from(friendRequests).where(eq(friendRequests.status, "pending"));
    expect(pending.map((r) => [r.senderId, r.recipientId])).toEqual([[jordan!.id, aisha!.id]]);
    expect(await t.database.db.select().from(friendSettings)).toHaveLength(3);
  });

  it("changes nothing when run again", async () => {
    expect(await seedDemoFriends(t.database.db)).toBe(0);
    expect(await t.database.db.select().from(friendships)).toHaveLength(2);
  });
});
