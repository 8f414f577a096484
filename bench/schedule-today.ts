// GET /api/schedule/today for a signed-in student with 8 entries, on PostgreSQL, against two baselines in the same
// run: a bare Fastify route returning a constant, and a minimal Fastify route doing the same work by hand with plain
// `pg` (session token from the cookie looked up in `sessions`, today's entries read). So the figures say what our
// platform costs, not how fast the machine is.
// Targets at 50 connections (issue 25): ours ≥ 90 % of the minimal route's requests per second when that route
// prepares its statements as ours does, and p99 < 25 ms.
//   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a throwaway database is used.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";
import { WEEKDAYS } from "../src/domain/schedule/schedule-rules";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { ensureBaseRows } from "../src/server/db/bootstrap";
import { accounts, scheduleEntries, users } from "../src/server/db/schema";
import { hashPassword } from "../src/server/platform/auth/auth";
import { openDatabase } from "../src/server/platform/database/db";
import { withDatabaseName } from "../src/server/testing/test-database";
import { reportFigure } from "./support/figures";

const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
// The three are measured in turn, round after round, and each figure is the median of its rounds: a busy machine
// then slows all three alike instead of whichever happened to run at the wrong moment.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// The load generator runs in a worker thread by default, so its own work does not count as the server's (a remote
// client in production); BENCH_WORKERS=0 keeps it on the server's thread, as bench/health.ts does.
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// The app's pool size in production (openDatabase's default); the minimal route gets the same.
const POOL_SIZE = 10;
const TIME_ZONE = "America/New_York";

type Figures = { rps: number; p50: number; p99: number };

async function measure(url: string, headers: Record<string, string> = {}, duration = DURATION_S): Promise<Figures> {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration,
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function median(runs: Figures[]): Figures {
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { rps: mid(runs.map((r) => r.rps)), p50: mid(runs.map((r) => r.p50)), p99: mid(runs.map((r) => r.p99)) };
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The minimal route: what a hand-written endpoint would do, with no plugins, no validation, no auth library.
 * `prepared` names its two statements, so PostgreSQL parses and plans them once per connection (as our route does
 * through Drizzle's prepared queries); without it, it sends plain parameterised queries, the way most code does.
 */
async function minimalServer(url: string, prepared: boolean) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  const weekdayOf = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: TIME_ZONE });
  const app = Fastify({ logger: false });
  app.get("/today", async (request, reply) => {
    const raw = /(?:^|;\s*)cohort\.session_token=([^;]+)/.exec(request.headers.cookie ?? "")?.[1];
    // better-auth's cookie is "<token>.<signature>"; the minimal route skips checking the signature.
    const token = raw ? decodeURIComponent(raw).split(".")[0] : undefined;
    if (!token) return reply.status(401).send({ error: "unauthorized" });
    const session = await pool.query<{ user_id: string }>({
      name: prepared ? "minimal_session" : undefined,
      text: "select user_id from sessions where token = $1 and expires_at > now()",
      values: [token],
    });
    const userId = session.rows[0]?.user_id;
    if (!userId) return reply.status(401).send({ error: "unauthorized" });
    const entries = await pool.query({
      name: prepared ? "minimal_today" : undefined,
      text: `select id, class_name, teacher_name, room_number, start_time, end_time, days_of_week
             from schedule_entries where user_id = $1 and $2 = any(days_of_week) order by start_time`,
      values: [userId, weekdayOf.format(new Date())],
    });
    return { classes: entries.rows };
  });
  return { app, close: async () => (await app.close(), await pool.end()) };
}

async function main() {
  const name = `cohort_bench_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = withDatabaseName(SERVER_URL, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: POOL_SIZE });
  const closers: (() => Promise<unknown>)[] = [];
  try {
    await database.migrate();
    const config = loadConfig({
      LOG_LEVEL: "silent",
      WEB_DIST: "/nonexistent",
      DATABASE_URL: url,
      SCHOOL_TIMEZONE: TIME_ZONE,
      PUBLIC_URL: "http://127.0.0.1:3000",
    });
    const school = await ensureBaseRows(database.db, config);

    // A confirmed student with 8 classes on every day, so "today" always has 8 whatever day the bench runs.
    const email = "bench.student@riverside.example";
    const password = "Bench-Password-2026";
    const userId = randomBytes(16).toString("base64url");
    await database.db
      .insert(users)
      .values({ id: userId, name: "Bench Student", email, emailVerified: true, schoolId: school.id });
    await database.db.insert(accounts).values({
      id: randomBytes(16).toString("base64url"),
      userId,
      accountId: userId,
      providerId: "credential",
      password: await hashPassword(password),
    });
    await database.db.insert(scheduleEntries).values(
      Array.from({ length: 8 }, (_, i) => ({
        userId,
        className: `Period ${i + 1}`,
        teacherName: `Teacher ${i + 1}`,
        roomNumber: `R${101 + i}`,
        startTime: `${String(8 + i).padStart(2, "0")}:00`,
        endTime: `${String(8 + i).padStart(2, "0")}:50`,
        daysOfWeek: [...WEEKDAYS],
      })),
    );

    const app = await buildApp({ config, database, logger: false });
    closers.push(() => app.close());
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json" },
      payload: { email, password },
    });
    const cookie = signIn.cookies.find((c) => c.name.endsWith("session_token"));
    if (signIn.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
    const headers = { cookie: `${cookie.name}=${cookie.value}` };

    const bare = Fastify({ logger: false });
    bare.get("/constant", async () => ({ status: "ok" }));
    closers.push(() => bare.close());
    const minimal = await minimalServer(url, false);
    closers.push(minimal.close);
    const minimalPrepared = await minimalServer(url, true);
    closers.push(minimalPrepared.close);

    const base = async (server: { listen(o: object): Promise<string> }) =>
      server.listen({ port: 0, host: "127.0.0.1" });
    const bareUrl = `${await base(bare)}/constant`;
    const minimalUrl = `${await base(minimal.app)}/today`;
    const preparedUrl = `${await base(minimalPrepared.app)}/today`;
    const oursUrl = `${await base(app)}/api/schedule/today`;

    const check = await app.inject({ method: "GET", url: "/api/schedule/today", headers });
    const classes = (check.json() as { classes: unknown[] }).classes.length;
    const minimalCheck = await minimal.app.inject({ method: "GET", url: "/today", headers });
    const minimalClasses = (minimalCheck.json() as { classes: unknown[] }).classes.length;
    if (classes !== 8 || minimalClasses !== 8)
      throw new Error(`expected 8 classes, got ${classes} and ${minimalClasses}`);

    // Warm up JIT, pools and caches so that setup does not count.
    const targets = [
      ["bare Fastify route (constant)", bareUrl, {}],
      ["minimal Fastify + pg, by hand", minimalUrl, headers],
      ["  the same, prepared statements", preparedUrl, headers],
      ["Cohort /api/schedule/today", oursUrl, headers],
    ] as const;
    for (const [, u, h] of targets) await measure(u, h, 2);
    const runs: Figures[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [, u, h]] of targets.entries()) runs[i]!.push(await measure(u, h));
    }
    const [constant, handMade, handMadePrepared, ours] = runs.map(median) as [Figures, Figures, Figures, Figures];

    const row = (label: string, f: Figures) =>
      `  ${label.padEnd(34)}: ${f.rps.toFixed(0).padStart(6)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms`;
    const ratio = ours.rps / handMade.rps;
    console.log(
      `GET today's schedule (8 entries), PostgreSQL, ${CONNECTIONS} connections, ` +
        `median of ${ROUNDS} rounds of ${DURATION_S} s each`,
    );
    for (const [i, [label]] of targets.entries())
      console.log(row(label, [constant, handMade, handMadePrepared, ours][i]!));
    const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
    console.log(`  ours / minimal                    : ${pct(ours.rps, handMade.rps)} of the requests per second`);
    console.log(`  ours / minimal, prepared          : ${pct(ours.rps, handMadePrepared.rps)}`);
    console.log(`  ours / bare                       : ${pct(ours.rps, constant.rps)}`);
    console.log(`  minimal / bare                    : ${pct(handMade.rps, constant.rps)}`);
    // Issue 25: against the hand-written route with prepared statements, as ours prepares its two queries too.
    const preparedRatio = ours.rps / handMadePrepared.rps;
    const rpsOk = preparedRatio >= 0.9;
    const p99Ok = ours.p99 < 25;
    console.log(`  target ≥ 90 % of minimal, prepared: ${rpsOk ? "met" : "MISSED"}`);
    console.log(`  target p99 < 25 ms                : ${p99Ok ? "met" : "MISSED"}`);
    reportFigure({ bench: "schedule", measure: "GET /api/schedule/today", value: ours.rps, unit: "req/s" });
    reportFigure({
      bench: "schedule",
      measure: "GET /api/schedule/today, share of the minimal route",
      value: ratio * 100,
      unit: "%",
    });
    reportFigure({
      bench: "schedule",
      measure: "GET /api/schedule/today, share of the minimal route with prepared statements",
      value: preparedRatio * 100,
      unit: "%",
      target: "≥ 90 %",
      met: rpsOk,
    });
    reportFigure({
      bench: "schedule",
      measure: "GET /api/schedule/today p99",
      value: ours.p99,
      unit: "ms",
      target: "< 25 ms",
      met: p99Ok,
    });
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await database.close();
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
