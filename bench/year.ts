// `npm run bench:year`: fills a database with a district's school year (src/server/testing/year/), seeded and
// repeatable, and keeps it for the benchmarks or for a look around.
//
//   npm run bench:year                              a full year in a new database on PostgreSQL (DATABASE_URL's
//                                                   server, else 127.0.0.1:5432), whose address it prints
//   npm run bench:year -- --database-url URL        into that (empty) database
//   npm run bench:year -- --pglite DIR              into embedded PGlite in DIR/pgdata (DIR: a server's DATA_DIR)
//   npm run bench:year -- --scale small --seed 7    a smaller year (a named size or a factor: 0.1), another seed
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/platform/database/db";
import { createScratchDatabase } from "../src/server/testing/server-process";
import { generateYear, hasYear, runSqlOn } from "../src/server/testing/year/generate-year";
import { type NamedSize, NAMED_SCALES, yearSize } from "../src/server/testing/year/year-size";
import { BENCH_POSTGRES_URL } from "./support/server";

/** The year's size from a named size or a factor. */
export function parseScale(text: string) {
  return text in NAMED_SCALES ? (text as NamedSize) : Number(text);
}

/**
 * Opens (and migrates, with the app's own migrations) the database a year goes into, and fills it unless it already
 * holds a year of that size. Requests and generation run without the server's statement timeouts.
 */
export async function openYear(options: { databaseUrl?: string; pgliteDir?: string; scale: string; seed: number }) {
  const size = yearSize(parseScale(options.scale), options.seed);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    pgliteDir: options.pgliteDir,
    timeouts: { statementMs: 0, queryMs: 0 },
  });
  await database.migrate();
  const run = runSqlOn(database);
  const reused = await hasYear(run, size);
  if (!reused) {
    const started = performance.now();
    await generateYear(run, size, (line) => console.log(`  ${line}`));
    console.log(`  the year took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return { database, size, reused };
}

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: "string", default: "full" },
      seed: { type: "string", default: "1" },
      pglite: { type: "string" },
      "database-url": { type: "string" },
    },
  });
  let databaseUrl = values["database-url"];
  if (!values.pglite && !databaseUrl) {
    databaseUrl = (await createScratchDatabase(BENCH_POSTGRES_URL, "cohort_year")).url;
  }
  const pgliteDir = values.pglite ? path.join(values.pglite, "pgdata") : undefined;
  const where = pgliteDir ? `PGlite in ${pgliteDir}` : databaseUrl!;
  console.log(`A school year (scale ${values.scale}, seed ${values.seed}) into ${where}`);
  const { database, reused } = await openYear({
    databaseUrl,
    pgliteDir,
    scale: values.scale,
    seed: Number(values.seed),
  });
  await database.close();
  console.log(reused ? "That database already holds this year; nothing written." : `Done: ${where}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
