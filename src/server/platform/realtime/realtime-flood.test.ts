// Issue 34: a student's socket sent 20,000 subscribe frames to topics whose rule reads the database, and everyone
// else's requests went from 15 ms to 1-3.4 s. With the frame rate and the checks in flight bounded per socket, the
// same flood leaves a second person's requests near the speed they had a moment before, measured in this test.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PASSWORD, signedInStudent } from "../../testing/accounts";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";

const REQUESTS = 20;
/** Frames the flooder sends before each of the other person's requests, as long as its socket stays open. */
const FRAMES_PER_REQUEST = 50;

let t: TestApp;
let baseUrl: string;
let ruleReads = 0;

beforeAll(async () => {
  t = await createTestApp();
  // A rule that costs a database read and says no: a refused topic takes no slot under the topic cap.
  t.app.realtime.registerTopic("costly", async (_user, param) => {
    ruleReads++;
    // A few milliseconds of work, as a rule that looks a game or a friendship up in a big table takes.
    await t.database.db.execute(sql`select count(*) from generate_series(1, 20000) g where g::text like ${param}`);
    return false;
  });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);
afterAll(() => t.close());

/**
 * The median time of `REQUESTS` requests one after the other, each reading the database (its session, a ping);
 * `before` runs before each.
 */
async function medianRequestMs(cookie: string, before = () => {}): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    before();
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/ready`, { headers: { cookie } });
    expect(res.status).toBe(200);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

it("keeps a second person's requests at their speed while one socket floods subscriptions", async () => {
  const flooderCookie = await signedInStudent(t, { email: "flood@riverside.example", password: PASSWORD });
  const otherCookie = await signedInStudent(t, { email: "other@riverside.example", password: PASSWORD });
  await medianRequestMs(otherCookie); // warms the route up
  const baseline = await medianRequestMs(otherCookie);

  const flooder = await openSocket(baseUrl, { cookie: flooderCookie });
  let sent = 0;
  const underFlood = await medianRequestMs(otherCookie, () => {
    if (flooder.socket.readyState !== flooder.socket.OPEN) return;
    for (let i = 0; i < FRAMES_PER_REQUEST; i++) {
      flooder.socket.send(JSON.stringify({ type: "subscribe", topic: `costly:${sent++}` }));
    }
  });

  expect(underFlood, `baseline ${baseline.toFixed(1)} ms`).toBeLessThan(5 * baseline + 50);
  // The flooder was told why, then cut off; the database read for a handful of its frames only.
  expect(flooder.frames.some((f) => f.code === "busy")).toBe(true);
  expect(flooder.frames.some((f) => f.code === "rate_limited")).toBe(true);
  expect((await flooder.closed).code).toBe(1008);
  expect(ruleReads).toBeLessThanOrEqual(50);
}, 120_000);
