// `npx tsx bench/route-cpu.ts --database-url URL [--only TEXT] [--calls N]`: the server's CPU per request of each hot
// route of a generated year (bench/year.ts), one request at a time, in process (app.inject): what a route costs the
// server beside `me`, at any load, and the wall time of one call at a time (PostgreSQL's share and the machine's
// waits). With --profile DIR, each route's measured calls are profiled into
// DIR/<route>.cpuprofile (open it in Chrome's DevTools): where its CPU goes.
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/platform/database/db";
import { runSqlOn } from "../src/server/testing/year/generate-year";
import { bearerFor, hotRoutes, hotRouteUsers } from "../src/server/testing/year/hot-routes";
import { yearSize } from "../src/server/testing/year/year-size";

const SECRET = "route-cpu-benchmark-secret-of-at-least-32-chars";

async function main() {
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string" },
      only: { type: "string" },
      calls: { type: "string", default: "200" },
      profile: { type: "string" },
    },
  });
  if (!values["database-url"]) throw new Error("usage: --database-url URL [--only TEXT] [--calls N]");
  const calls = Number(values.calls);
  const database = await openDatabase({ databaseUrl: values["database-url"] });
  const run = runSqlOn(database);
  const size = yearSize("full", 1);
  const people = hotRouteUsers(size);
  const auth = {
    student: await bearerFor(run, people.student, SECRET),
    admin: await bearerFor(run, people.admin, SECRET),
  };
  const routes = (await hotRoutes(run, size)).filter((r) => !values.only || `${r.as} ${r.name}`.includes(values.only));
  const config = loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: SECRET, LOG_LEVEL: "silent" });
  const app = await buildApp({ config, database, logger: false });
  const inspector = values.profile ? new Session() : undefined;
  inspector?.connect();
  await inspector?.post("Profiler.enable");
  await inspector?.post("Profiler.setSamplingInterval", { interval: 100 });
  try {
    for (const route of routes) {
      const call = () => app.inject({ method: "GET", url: route.url, headers: { authorization: auth[route.as] } });
      for (let i = 0; i < Math.min(50, calls); i++) await call();
      await inspector?.post("Profiler.start");
      const cpu = process.cpuUsage();
      const started = performance.now();
      let status = 0;
      for (let i = 0; i < calls; i++) status = (await call()).statusCode;
      const used = process.cpuUsage(cpu);
      const perCall = (used.user + used.system) / 1000 / calls;
      const wall = (performance.now() - started) / calls;
      if (inspector && values.profile) {
        const { profile } = await inspector.post("Profiler.stop");
        fs.mkdirSync(values.profile, { recursive: true });
        const name = `${route.as} ${route.name}`.replace(/[^a-z0-9]+/gi, "-");
        fs.writeFileSync(path.join(values.profile, `${name}.cpuprofile`), JSON.stringify(profile));
      }
      console.log(
        `${`${route.as} ${route.name}`.padEnd(45)} ${status} server CPU ${perCall.toFixed(2)} ms  wall ${wall.toFixed(2)} ms`,
      );
    }
  } finally {
    inspector?.disconnect();
    await app.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
