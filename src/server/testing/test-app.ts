// Builds the whole app on a fresh test database, as the server would run it, for `inject()` tests. Mails are kept
// in memory so a test can open the links they carry.
import fs from "node:fs";
import { Writable } from "node:stream";
import os from "node:os";
import path from "node:path";
import { buildApp, type BuildAppOptions } from "../app";
import { loadConfig, type Config } from "../config";
import { ensureBaseRows } from "../db/bootstrap";
import type { Mail } from "../platform/outbound/mail";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";

const noAddress = (hostname: string) =>
  Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));

export type TestApp = {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: TestDatabase;
  config: Config;
  schoolId: number;
  /** Every mail the app sent, oldest first. */
  mails: Mail[];
  close(): Promise<void>;
};

export async function createTestApp(
  env: Record<string, string> = {},
  /** `logger`: pino options for a test that reads the log (none by default). */
  options: Pick<BuildAppOptions, "onRoute" | "logger" | "pushWorker" | "realtimeLimits"> & {
    /** Fills or wraps the fresh database before the app opens it (a generated year, a statement log). */
    prepareDatabase?: (database: TestDatabase) => Promise<TestDatabase>;
  } = {},
): Promise<TestApp> {
  const { prepareDatabase, ...appOptions } = options;
  const fresh = await createTestDatabase();
  const database = prepareDatabase ? await prepareDatabase(fresh) : fresh;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: "silent", ...env });
  const school = await ensureBaseRows(database.db, config);
  const mails: Mail[] = [];
  const app = await buildApp({
    config,
    database,
    mailer: { send: async (mail) => void mails.push(mail) },
    ...appOptions,
    // Tests never reach the internet: no host name resolves for the push worker unless a test says what it does.
    pushWorker: { resolve: noAddress, ...appOptions.pushWorker },
    logger: appOptions.logger ?? false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    schoolId: school.id,
    mails,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logger options that keep every log line, for a test that reads what the log holds (`lines`, JSON text). */
export function capturedLog(level = "info") {
  const lines: string[] = [];
  const logger = {
    level,
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  };
  return { lines, logger };
}
