import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "./db";
import { pruneExpired, RETENTION_SECONDS, runHousekeepingOnce } from "./housekeeping";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database";

const ago = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
const later = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

describe("housekeeping", () => {
  let t: TestDatabase;
  let outbox: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-outbox-"));
    await t.db.execute(sql`insert into users (id, name, email) values ('u1', 'Ada', 'ada@example.com')`);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  async function keys(table: "rate_limits" | "sessions" | "verifications" | "idempotent_requests", column: string) {
    const rows = await queryRows<{ k: string }>(
      t.db,
      sql`select ${sql.identifier(column)} as k from ${sql.identifier(table)}`,
    );
    return rows.map((r) => r.k).sort();
  }

  it("deletes what is past its retention and keeps the rest", async () => {
    const { rateLimitWindows, expiredSessions, expiredVerifications, outboxMails, idempotencyKeys } = RETENTION_SECONDS;
    await t.db.execute(sql`insert into rate_limits (key, count, window_started_at) values
      ('old', 3, ${ago(rateLimitWindows + 60)}), ('recent', 3, ${ago(rateLimitWindows - 60)})`);
    await t.db.execute(sql`insert into sessions (id, token, user_id, expires_at) values
      ('s-old', 't-old', 'u1', ${ago(expiredSessions + 60)}),
      ('s-expired-lately', 't-lately', 'u1', ${ago(expiredSessions - 60)}),
      ('s-live', 't-live', 'u1', ${later(3600)})`);
    await t.db.execute(sql`insert into verifications (id, identifier, value, expires_at) values
      ('v-old', 'a', 'x', ${ago(expiredVerifications + 60)}), ('v-live', 'b', 'y', ${later(3600)})`);
    await t.db.execute(sql`insert into idempotent_requests (user_id, operation, key, fingerprint, created_at) values
      ('u1', 'send-message', 'k-old', 'f', ${ago(idempotencyKeys + 60)}),
      ('u1', 'send-message', 'k-recent', 'f', ${ago(idempotencyKeys - 60)})`);
    await t.db.execute(sql`insert into setup_tokens (token_hash, expires_at) values ('h', ${ago(1)})`);
    const oldMail = path.join(outbox, "old.eml");
    const newMail = path.join(outbox, "new.eml");
    fs.writeFileSync(oldMail, "old");
    fs.writeFileSync(newMail, "new");
    const longAgo = new Date(Date.now() - (outboxMails + 60) * 1000);
    fs.utimesSync(oldMail, longAgo, longAgo);

    const report = await pruneExpired(t.db, { outboxDir: outbox });

    expect(report).toEqual({
      rateLimits: 1,
      sessions: 1,
      verifications: 1,
      setupTokens: 1,
      outboxMails: 1,
      idempotencyKeys: 1,
    });
    expect(await keys("rate_limits", "key")).toEqual(["recent"]);
    expect(await keys("sessions", "id")).toEqual(["s-expired-lately", "s-live"]);
    expect(await keys("verifications", "id")).toEqual(["v-live"]);
    expect(await keys("idempotent_requests", "key")).toEqual(["k-recent"]);
    expect(fs.readdirSync(outbox)).toEqual(["new.eml"]);
  });

  it("runs once per interval however many processes ask at the same time", async () => {
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => runHousekeepingOnce(t.db, { intervalSeconds: 3600 })),
    );
    expect(runs.filter((report) => report !== null)).toHaveLength(1);
    // The slot it took is not pruned by the job itself: the next run of the hour still finds it.
    await expect(runHousekeepingOnce(t.db, { intervalSeconds: 3600 })).resolves.toBeNull();
  });
});
