// `npm run bench:year-routes`: the routes a school calls all day, on a district's full year (bench/year.ts), at 50
// connections: every route of a student's dashboard, Jenga Hub and Spikeball dashboard (p99 < 50 ms) and of the
// admin console (p99 < 100 ms), the newest and the oldest page of a 5,000-message conversation, on PostgreSQL and,
// beside it, on PGlite. Before the load, the query-plan check of src/server/hot-query-plans.test.ts runs on the full
// year too. Options: --database-url URL (a PostgreSQL database that holds the year, else a new one, dropped after),
// --pglite DIR (a data folder, kept: the year is generated once; default .tmp/year-pglite), --no-pglite,
// --scale, --seconds (per route), --only TEXT (only the routes whose name holds TEXT, e.g. "student friends").
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { onOneConnection, statementsScanningBigTables, withStatementLog } from "../src/server/testing/query-plans";
import {
  createScratchDatabase,
  freePort,
  startServerProcess,
  stopServerProcess,
} from "../src/server/testing/server-process";
import { runSqlOn } from "../src/server/testing/year/generate-year";
import { bearerFor, type HotRoute, hotRoutes, hotRouteUsers } from "../src/server/testing/year/hot-routes";
import type { YearSize } from "../src/server/testing/year/year-size";
import { reportFigure } from "./support/figures";
import { BENCH_POSTGRES_URL } from "./support/server";
import { openYear } from "./year";

const CONNECTIONS = 50;
const SECRET = "year-routes-benchmark-secret-of-32-characters";
const TARGET_MS: Record<HotRoute["as"], number> = { student: 50, admin: 100 };

type Backend = { name: string; scale: string; databaseUrl?: string; dataDir?: string };
type Measured = { route: HotRoute; p99: number; p50: number; rps: number; non2xx: number; failed: number };

/**
 * The query-plan check on this year, in this process: the hot routes' statements that read a big table whole, with
 * sequential scans off (no index serves them) and as PostgreSQL plans them on this year's statistics.
 */
async function checkPlans(database: Awaited<ReturnType<typeof openYear>>["database"], routes: HotRoute[], auth: Auth) {
  const logged = withStatementLog(database);
  const config = loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: SECRET, LOG_LEVEL: "silent" });
  const app = await buildApp({ config, database: logged.database, logger: false });
  const failures = { noIndex: [] as string[], asPlanned: [] as string[] };
  try {
    for (const route of routes) {
      logged.statements.length = 0;
      await app.inject({ method: "GET", url: route.url, headers: { authorization: auth[route.as] } });
      const captured = [...logged.statements];
      for (const asPlanned of [false, true]) {
        const scans = await onOneConnection(database, (query) =>
          statementsScanningBigTables(query, captured, { asPlanned }),
        );
        const list = asPlanned ? failures.asPlanned : failures.noIndex;
        for (const scan of scans) list.push(`${route.as} ${route.name}: ${scan.tables.join(", ")}`);
      }
    }
  } finally {
    await app.close();
  }
  return failures;
}

type Auth = Record<HotRoute["as"], string>;

async function measure(base: string, route: HotRoute, auth: Auth, seconds: number): Promise<Measured> {
  const options = { url: base + route.url, headers: { authorization: auth[route.as] }, connections: CONNECTIONS };
  await autocannon({ ...options, amount: CONNECTIONS * 4 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    route,
    p99: result.latency.p99,
    p50: result.latency.p50,
    rps: result.requests.average,
    non2xx: result.non2xx,
    // Errors and timeouts leave no latency: a route that answered nothing must not read as fast.
    failed: result.errors + result.timeouts + (result.requests.total === 0 ? 1 : 0),
  };
}

async function runOn(backend: Backend, seconds: number, only?: string): Promise<Map<string, Measured>> {
  console.log(`\n${backend.name}: the year…`);
  const pgliteDir = backend.dataDir ? path.join(backend.dataDir, "pgdata") : undefined;
  const year = await openYear({ databaseUrl: backend.databaseUrl, pgliteDir, scale: backend.scale, seed: 1 });
  const run = runSqlOn(year.database);
  const people = hotRouteUsers(year.size);
  const auth: Auth = {
    student: await bearerFor(run, people.student, SECRET),
    admin: await bearerFor(run, people.admin, SECRET),
  };
  const routes = (await hotRoutes(run, year.size)).filter((r) => !only || `${r.as} ${r.name}`.includes(only));
  const failures = await checkPlans(year.database, routes, auth);
  for (const failure of failures.noIndex) console.log(`    reads a big table whole: ${failure}`);
  for (const failure of failures.asPlanned) console.log(`    planned to read a big table whole: ${failure}`);
  reportFigure({
    bench: "year-routes",
    measure: `${backend.name}: hot statements reading a big table whole`,
    value: failures.noIndex.length,
    unit: "",
    target: "0",
    met: failures.noIndex.length === 0,
  });
  reportFigure({
    bench: "year-routes",
    measure: `${backend.name}: hot statements PostgreSQL plans to read a big table whole on this year`,
    value: failures.asPlanned.length,
    unit: "",
    target: "0",
    met: failures.asPlanned.length === 0,
  });
  await year.database.close();
  const env = backend.databaseUrl
    ? { DATABASE_URL: backend.databaseUrl, DATA_DIR: os.tmpdir() }
    : { DATA_DIR: backend.dataDir! };
  const server = await startServerProcess(await freePort(), { ...env, SESSION_SECRET: SECRET, LOG_LEVEL: "error" });
  const results = new Map<string, Measured>();
  try {
    for (const route of routes) {
      const m = await measure(server.base, route, auth, seconds);
      results.set(`${route.as} ${route.name}`, m);
      report(backend, m, year.size);
    }
  } finally {
    await stopServerProcess(server);
  }
  return results;
}

function report(backend: Backend, m: Measured, _size: YearSize) {
  const onPostgres = backend.name === "PostgreSQL";
  const target = TARGET_MS[m.route.as];
  const answered =
    (m.non2xx ? ` (${m.non2xx} answers not 2xx)` : "") + (m.failed ? ` (${m.failed} errors or timeouts)` : "");
  reportFigure({
    bench: "year-routes",
    measure: `${backend.name}: ${m.route.as} ${m.route.name} p99${answered}`,
    value: m.p99,
    unit: "ms",
    ...(onPostgres ? { target: `< ${target} ms`, met: m.p99 < target && m.non2xx === 0 && m.failed === 0 } : {}),
  });
}

/** The oldest page of the long conversation must cost what the newest costs (cursor paging, no OFFSET). */
function reportPaging(backend: Backend, results: Map<string, Measured>) {
  for (const as of ["student", "admin"] as const) {
    const newest = results.get(`${as} conversation, newest page`);
    const oldest = results.get(`${as} conversation, oldest page`);
    if (!newest || !oldest) continue;
    const ratio = oldest.p99 / Math.max(newest.p99, 1);
    reportFigure({
      bench: "year-routes",
      measure: `${backend.name}: ${as} conversation, oldest page p99 / newest page p99`,
      value: Number(ratio.toFixed(2)),
      unit: "×",
      target: "≤ 1.5",
      met: ratio <= 1.5,
    });
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string" },
      pglite: { type: "string", default: ".tmp/year-pglite" },
      "no-pglite": { type: "boolean", default: false },
      scale: { type: "string", default: "full" },
      // PGlite fills a full year in tens of minutes on a busy 2-core machine; a smaller one is named in its figures.
      "pglite-scale": { type: "string" },
      seconds: { type: "string", default: "5" },
      only: { type: "string" },
    },
  });
  const seconds = Number(values.seconds);
  console.log(
    `A district's year (scale ${values.scale}) at ${CONNECTIONS} connections, ${seconds} s a route. The machine is ` +
      `shared: figures move from run to run.`,
  );
  const scratch = values["database-url"] ? undefined : await createScratchDatabase(BENCH_POSTGRES_URL, "cohort_year");
  try {
    const backends: Backend[] = [
      { name: "PostgreSQL", scale: values.scale, databaseUrl: values["database-url"] ?? scratch!.url },
    ];
    const pgliteScale = values["pglite-scale"] ?? values.scale;
    const pgliteName = pgliteScale === values.scale ? "PGlite" : `PGlite (year at scale ${pgliteScale})`;
    if (!values["no-pglite"]) backends.push({ name: pgliteName, scale: pgliteScale, dataDir: values.pglite });
    for (const backend of backends) reportPaging(backend, await runOn(backend, seconds, values.only));
  } finally {
    await scratch?.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
