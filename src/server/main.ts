// Starts the server: config, database and migrations, optional demo data, HTTP; stops cleanly on SIGTERM.
import path from "node:path";
import { styleText } from "node:util";
import { buildApp } from "./app";
import { type Config, loadConfig } from "./config";
import { exposedProxyWarning } from "./trust-proxy";
import { ensureBaseRows } from "./db/bootstrap";
import { seedDemoData } from "./db/seed";
import { ensureAdmin } from "./features/accounts/ensure-admin";
import { issueSetupLink, type SetupLink } from "./features/accounts/issue-setup-link";
import { openDatabase } from "./platform/database/db";
import { removeUnfinishedUploads } from "./platform/files/local-file-store";
import { addressHint } from "./platform/http/foreign-origin";
import { isTerminalOutput, processLogger, startupLog } from "./platform/http/log-output";
import { listenProblem, portProblem } from "./platform/http/port-check";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const terminal = isTerminalOutput(config);
  // Before the database: a busy port must not leave a new, migrated data folder behind.
  const problem = await portProblem(config);
  if (problem) throw new Error(problem);
  const progress = startupLog(terminal);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: path.join(config.dataDir, "pgdata"),
    onProgress: progress,
  });
  await database.migrate(progress);
  const school = await ensureBaseRows(database.db, config);
  if (config.admin) await ensureAdmin(database.db, { ...config.admin, schoolId: school.id, appName: config.appName });

  const app = await buildApp({ config, database, logger: processLogger(config.logLevel, terminal) });
  const unfinished = await removeUnfinishedUploads(config.dataDir, config.s3);
  if (unfinished.length) app.log.warn({ files: unfinished }, "removed uploads that a crash left unfinished");
  // Where people must open the app for sign-in to work, and how to change it.
  const origins = { publicUrl: config.publicUrl, trustedOrigins: config.trustedOrigins };
  // In a terminal the banner says it in short lines; a long log line wrapped over three at every start.
  if (!terminal) {
    if (config.publicUrlIsSet) app.log.info(origins, addressHint(config));
    else app.log.warn(origins, addressHint(config));
  }
  const exposedProxy = exposedProxyWarning(config);
  if (exposedProxy) app.log.warn({ host: config.host, trustProxy: config.trustProxy }, exposedProxy);
  // The demo makes an administrator of its own on an empty database, so it comes before the setup link.
  if (config.demoData) await seedDemoData(database.db, app.log, { fileStore: app.fileStore });
  // No administrator (and no ADMIN_EMAIL): a one-time link to create the first one, printed once the server listens.
  const setupLink = await issueSetupLink(database.db, config);

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

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken between the check above and now.
    throw new Error(listenProblem(error as NodeJS.ErrnoException, config.port) ?? String(error), { cause: error });
  }
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.join(config.dataDir, "pgdata")}`;
  app.log.info(`${config.appName} is running at ${config.publicUrl} with ${where}`);
  if (terminal) {
    // A person who ran `npm start` sees where to go (and the setup link) apart from the log lines.
    console.log(startBanner(config, setupLink));
  } else if (setupLink) {
    app.log.warn(
      { setupUrl: setupLink.url, expiresAt: setupLink.expiresAt.toISOString() },
      `No administrator yet: open the setup link within an hour to create the first one: ${setupLink.url}`,
    );
  }
}

function startBanner(config: Config, setupLink: SetupLink | null): string {
  const colours = process.stdout.hasColors?.() ?? false;
  const bold = (text: string) => (colours ? styleText(["bold", "green"], text) : text);
  const lines = ["", `  ${config.appName} is running at ${bold(config.publicUrl)}`, ""];
  if (!config.publicUrlIsSet) {
    lines.push(
      "  PUBLIC_URL is not set: this address works on this machine only, and mail links point to it.",
      "  For other devices, set PUBLIC_URL to the address people open (TRUSTED_ORIGINS for any other).",
      "",
    );
  }
  if (setupLink) {
    lines.push(
      "  No administrator yet. Create the first one with this link (it works once, for one hour):",
      `  ${bold(setupLink.url)}`,
      "",
    );
  }
  return lines.join("\n");
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
