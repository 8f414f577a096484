// Starts the server: config, database and migrations, optional demo data, HTTP; stops cleanly on SIGTERM.
import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { ensureBaseRows } from "./db/bootstrap";
import { seedDemoData } from "./db/seed";
import { ensureAdmin } from "./features/accounts/ensure-admin";
import { openDatabase } from "./platform/db";
import { removeUnfinishedUploads } from "./platform/file-store";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pgdata"),
  });
  await database.migrate();
  const school = await ensureBaseRows(database.db, config);
  if (config.admin) await ensureAdmin(database.db, { ...config.admin, schoolId: school.id });

  const app = await buildApp({ config, database });
  const unfinished = await removeUnfinishedUploads(config.dataDir);
  if (unfinished.length) app.log.warn({ files: unfinished }, "removed uploads that a crash left unfinished");
  if (!process.env.PUBLIC_URL) {
    app.log.warn(
      `PUBLIC_URL is not set: links in mails point to ${config.publicUrl}, and sign-in only works from there`,
    );
  }
  if (config.demoData) await seedDemoData(database.db, app.log, { dataDir: config.dataDir });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing open requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.join(config.dataDir, "pgdata")}`;
  app.log.info(`${config.appName} is running at ${config.publicUrl} with ${where}`);
  // Printed plainly as well, so a person who ran `npm start` sees where to go.
  console.log(`\n  ${config.appName} is running at ${config.publicUrl}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
