// The two exports of issue 25. (1) The admin's CSV of 30,000 users, streamed by a server process on PostgreSQL:
// time to the last byte (target < 5 s) and the server's resident memory sampled during the export against before
// it (target: flat, growth < 50 MB); the baseline is the same users read by one plain `select` from this process.
// (2) A heavy student's privacy export (5,000 messages, friends, Jenga games, a timetable, sessions), in-process on
// PGlite and on PostgreSQL side by side: target < 2 s; the baseline is a student with no data, in the same run.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { ensureBaseRows } from "../src/server/db/bootstrap";
import { type Database, openDatabase } from "../src/server/platform/database/db";
import { withDatabaseName } from "../src/server/testing/test-database";
import { reportFigure } from "./support/figures";
import { HEAVY_USER, insertHeavyUser } from "./support/heavy-user";
import { BENCH_POSTGRES_URL, insertBenchUsers, rssKb, startBenchServers } from "./support/server";

const USERS = Number(process.env.BENCH_EXPORT_USERS ?? 30_000);
const CSV_TARGET_MS = 5000;
const RSS_GROWTH_TARGET_MB = 50;
const PRIVACY_TARGET_MS = 2000;
const ROUNDS = 3;

async function csvExport() {
  const bench = await startBenchServers();
  try {
    const [server] = bench.servers;
    const { tokens } = await insertBenchUsers(bench.db, USERS, "export-user");
    await bench.db.query("analyze users");
    const url = `${server!.base}/api/admin/users/export`;
    const headers = { authorization: `Bearer ${tokens[0]}`, "x-session-transport": "bearer" };

    const timeOnce = async () => {
      const before = rssKb(server!.child.pid!);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssKb(server!.child.pid!))), 10);
      const started = performance.now();
      const res = await fetch(url, { headers });
      if (!res.ok || !res.body) throw new Error(`export failed: ${res.status} ${await res.text()}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
      const ms = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, rssKb(server!.child.pid!));
      return { ms, bytes, lines, beforeMb: before / 1024, growthMb: (peak - before) / 1024 };
    };
    await timeOnce(); // warm-up: JIT, the pool's connections, PostgreSQL's caches
    const runs = [];
    for (let i = 0; i < ROUNDS; i += 1) runs.push(await timeOnce());
    const median = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(ROUNDS / 2)]!;
    const growth = Math.max(...runs.map((r) => r.growthMb));

    const plainStarted = performance.now();
    const plain = await bench.db.query("select email, name, school_id, status, created_at, is_cas_student from users");
    const plainMs = performance.now() - plainStarted;

    console.log(
      `CSV export of ${USERS} users (PostgreSQL, server process): ${median.ms.toFixed(0)} ms to the last byte ` +
        `(${(median.bytes / 1024).toFixed(0)} KiB, ${median.lines} lines), RSS ${median.beforeMb.toFixed(0)} MB ` +
        `before, growth ≤ ${growth.toFixed(1)} MB; one plain select of the same rows: ${plainMs.toFixed(0)} ms ` +
        `(${plain.rowCount} rows)`,
    );
    if (median.lines !== plain.rowCount! + 1)
      throw new Error(`expected ${plain.rowCount! + 1} lines, got ${median.lines}`);
    const figure = { bench: "export" } as const;
    reportFigure({
      ...figure,
      measure: `CSV export of ${USERS.toLocaleString("en")} users, time to the last byte (median of ${ROUNDS})`,
      value: Math.round(median.ms),
      unit: "ms",
      target: `< ${CSV_TARGET_MS} ms`,
      met: median.ms < CSV_TARGET_MS,
    });
    reportFigure({
      ...figure,
      measure: "baseline: one plain select of the same rows",
      value: Math.round(plainMs),
      unit: "ms",
    });
    reportFigure({
      ...figure,
      measure: "CSV export: server RSS growth during the export",
      value: Number(growth.toFixed(1)),
      unit: `MB (${median.beforeMb.toFixed(0)} MB before)`,
      target: `< ${RSS_GROWTH_TARGET_MB} MB`,
      met: growth < RSS_GROWTH_TARGET_MB,
    });
  } finally {
    await bench.close();
  }
}

async function privacyExport(database: Database, label: string) {
  await database.migrate();
  const config = loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" });
  await ensureBaseRows(database.db, config);
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const seeded = performance.now();
    const { heavy, light } = await insertHeavyUser(database.db, `privacy-${database.kind}`);
    await database.db.execute(sql`analyze`);
    console.log(`  ${label}: seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const exportAs = async (token: string) => {
      const started = performance.now();
      const res = await app.inject({
        method: "GET",
        url: "/api/privacy/export",
        headers: { authorization: `Bearer ${token}`, "x-session-transport": "bearer" },
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`privacy export failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return { ms, body: res.json() as { messages: { sent: unknown[]; received: unknown[] } } };
    };
    await exportAs(heavy.token); // warm-up
    const heavyRuns: number[] = [];
    const lightRuns: number[] = [];
    let messages = 0;
    for (let i = 0; i < ROUNDS; i += 1) {
      const run = await exportAs(heavy.token);
      heavyRuns.push(run.ms);
      messages = run.body.messages.sent.length + run.body.messages.received.length;
      lightRuns.push((await exportAs(light.token)).ms);
    }
    if (messages !== HEAVY_USER.messages) throw new Error(`expected ${HEAVY_USER.messages} messages, got ${messages}`);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(
      `  ${label}: heavy student ${median(heavyRuns).toFixed(0)} ms, student with no data ${median(lightRuns).toFixed(0)} ms`,
    );
    reportFigure({
      bench: "export",
      measure: `${label}: privacy export of a heavy student (median of ${ROUNDS})`,
      value: Math.round(median(heavyRuns)),
      unit: "ms",
      target: `< ${PRIVACY_TARGET_MS} ms`,
      met: median(heavyRuns) < PRIVACY_TARGET_MS,
    });
    reportFigure({
      bench: "export",
      measure: `${label}: baseline, a student with no data`,
      value: Math.round(median(lightRuns)),
      unit: "ms",
    });
  } finally {
    await app.close();
  }
}

async function main() {
  await csvExport();
  console.log(
    `Privacy export: ${HEAVY_USER.messages} messages, ${HEAVY_USER.friends} friends, ${HEAVY_USER.games} Jenga games`,
  );
  const pglite = await openDatabase({});
  try {
    await privacyExport(pglite, "PGlite");
  } finally {
    await pglite.close();
  }
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await admin.connect();
  const name = `cohort_bench_${process.pid}_${randomBytes(4).toString("hex")}`;
  try {
    await admin.query(`create database ${name}`);
    const server = await openDatabase({ databaseUrl: withDatabaseName(BENCH_POSTGRES_URL, name) });
    try {
      await privacyExport(server, "PostgreSQL");
    } finally {
      await server.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
