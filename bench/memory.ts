// The server's resident memory at rest with the embedded PGlite (issue 25: under 300 MB). The compiled server (what
// `npm start` runs) on a fresh data folder: its first start, which creates the database, then a restart on it; beside
// it, in the same run, the same restart through the tsx loader (how the server ran before `npm start` was compiled).
// "At rest": ready, then 3 s without requests. Decision 029 says where the memory goes.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { reportFigure } from "./support/figures";
import { rssKb } from "./support/server";

const PORT = 3398;
const TARGET_MB = 300;
const COMPILED = [process.execPath, "--max-semi-space-size=64", "--enable-source-maps", "dist/server/main.js"];
const TSX = [process.execPath, "--max-semi-space-size=64", "--import", "tsx", "src/server/main.ts"];

/** Starts the server on `dataDir`, waits until it is ready and 3 s more, reads its RSS in MB and stops it. */
async function restingMb([command, ...args]: string[], dataDir: string): Promise<number> {
  const env = { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const child = spawn(command!, args, { env: { ...env, DATABASE_URL: undefined, WEB_DIST: "./.tmp/no-web-build" } });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const started = performance.now();
  while (
    !(await fetch(`http://127.0.0.1:${PORT}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (performance.now() - started > 180_000) throw new Error("the server was not ready within 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const mb = rssKb(child.pid!) / 1024;
  child.kill("SIGTERM");
  await exited;
  return mb;
}

execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-memory-"));
try {
  const firstStart = await restingMb(COMPILED, dataDir);
  const restart = await restingMb(COMPILED, dataDir);
  const tsxRestart = await restingMb(TSX, dataDir);
  console.log(
    `RSS at rest, PGlite: compiled first start ${firstStart.toFixed(0)} MB, restart ${restart.toFixed(0)} MB; ` +
      `tsx restart ${tsxRestart.toFixed(0)} MB`,
  );
  const figure = { bench: "memory", unit: "MB" } as const;
  reportFigure({
    ...figure,
    measure: "npm start's server at rest, PGlite, after a restart",
    value: Math.round(restart),
    target: `< ${TARGET_MB} MB`,
    met: restart < TARGET_MB,
  });
  reportFigure({
    ...figure,
    measure: "the same, on the first start (creates the database)",
    value: Math.round(firstStart),
  });
  reportFigure({
    ...figure,
    measure: "baseline: the tsx server at rest after a restart",
    value: Math.round(tsxRestart),
  });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
