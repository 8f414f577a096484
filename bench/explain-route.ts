// `npx tsx bench/explain-route.ts --database-url URL --as student|admin "/api/friends"`: calls one route of a
// generated year (bench/year.ts) in-process, as the hot routes' student or admin, and prints every statement it sent
// with its EXPLAIN ANALYZE: where a slow year route spends its time.
import os from "node:os";
import { parseArgs } from "node:util";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/platform/database/db";
import { onOneConnection, withStatementLog } from "../src/server/testing/query-plans";
import { runSqlOn } from "../src/server/testing/year/generate-year";
import { bearerFor, hotRouteUsers } from "../src/server/testing/year/hot-routes";
import { yearSize } from "../src/server/testing/year/year-size";

const SECRET = "explain-route-secret-of-at-least-32-characters";

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "database-url": { type: "string" }, as: { type: "string", default: "student" } },
  });
  const url = positionals[0];
  if (!values["database-url"] || !url) throw new Error('usage: --database-url URL [--as admin] "/api/…"');
  const database = await openDatabase({ databaseUrl: values["database-url"] });
  const run = runSqlOn(database);
  const people = hotRouteUsers(yearSize("full", 1));
  const as = values.as === "admin" ? people.admin : people.student;
  const authorization = await bearerFor(run, as, SECRET);
  const logged = withStatementLog(database);
  const config = loadConfig({ DATA_DIR: os.tmpdir(), SESSION_SECRET: SECRET, LOG_LEVEL: "silent" });
  const app = await buildApp({ config, database: logged.database, logger: false });
  try {
    await app.inject({ method: "GET", url, headers: { authorization } }); // warm
    logged.statements.length = 0;
    const started = performance.now();
    const response = await app.inject({ method: "GET", url, headers: { authorization } });
    console.log(
      `${response.statusCode} in ${(performance.now() - started).toFixed(1)} ms, ${response.body.length} bytes`,
    );
    const statements = [...logged.statements];
    await onOneConnection(database, async (query) => {
      for (const statement of statements) {
        console.log(`\n-- ${statement.sql}\n-- params ${JSON.stringify(statement.params).slice(0, 200)}`);
        if (!/^\s*\(?\s*(select|with)/i.test(statement.sql)) continue;
        const plan = await query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
        for (const row of plan.rows) console.log(Object.values(row)[0]);
      }
    });
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
