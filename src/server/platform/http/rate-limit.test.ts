import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";
import { countAttempt, forgetAttempt, RateLimitedError } from "./rate-limit";

describe("rate limits kept in the database", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  it("allows max attempts in a window and refuses the next with the seconds to wait", async () => {
    const limit = { max: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await countAttempt(t.db, "k1", limit);
    const error = await countAttempt(t.db, "k1", limit).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("starts a new window once the old one has passed", async () => {
    const limit = { max: 1, windowSeconds: 60 };
    await countAttempt(t.db, "k2", limit);
    await t.db.execute(sql`update rate_limits set window_started_at = now() - interval '61 seconds' where key = 'k2'`);
    await expect(countAttempt(t.db, "k2", limit)).resolves.toBeUndefined();
  });

  it("never lets concurrent attempts slip past the limit", async () => {
    const limit = { max: 5, windowSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => countAttempt(t.db, "k3", limit)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
  });

  it("takes back an attempt that turned out not to count, never below none", async () => {
    const limit = { max: 2, windowSeconds: 60 };
    await forgetAttempt(t.db, "k5");
    for (let i = 0; i < 2; i++) await countAttempt(t.db, "k5", limit);
    await forgetAttempt(t.db, "k5");
    await expect(countAttempt(t.db, "k5", limit)).resolves.toBeUndefined();
    await expect(countAttempt(t.db, "k5", limit)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("keeps separate keys apart", async () => {
    const limit = { max: 1, windowSeconds: 60 };
    await countAttempt(t.db, "k4:a", limit);
    await expect(countAttempt(t.db, "k4:b", limit)).resolves.toBeUndefined();
  });
});
