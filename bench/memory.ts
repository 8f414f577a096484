// The compiled server's memory with the embedded PGlite (issue 39: a school's server on a 1 GB machine). Three times,
// on a fresh data folder: its first start (which makes the database) and a restart on it; each with the process's
// peak resident memory (VmHWM, from /proc) and its memory at rest (RSS when ready, then 3 s without requests).
// Targets: the first start's peak under 512 MB, at rest under 300 MB. Beside them, in the same run, the baseline: a
// first start of the same build without its PGlite template, which runs initdb and every migration (decision 042).
// Decision 029 says where a resting server's memory goes, decision 048 why Node 24 needed more (the figures are
// for the Node that runs this script: `node --import tsx bench/memory.ts` with another Node measures that one).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, SERVER_NODE_FLAGS } from "../src/server/testing/server-process";
import { reportFigure } from "./support/figures";

const PEAK_TARGET_MB = 512;
const REST_TARGET_MB = 300;
const RUNS = 3;
/** A copy of the build without dist/db/pgdata-template, inside the project so it finds node_modules. */
const NO_TEMPLATE = ".tmp/bench-memory-no-template";

type Start = { peakMb: number; restMb: number };

function statusMb(pid: number, field: "VmHWM" | "VmRSS"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
}

/** Starts the compiled server in `build` on `dataDir`, waits until it is ready and 3 s more, and stops it. */
async function start(build: string, dataDir: string): Promise<Start> {
  // A free port: a server left on a fixed one would answer /api/ready for this one.
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  // The flags scripts/start.mjs gives it.
  const flags = [...SERVER_NODE_FLAGS, "--enable-source-maps"];
  const child = spawn(process.execPath, [...flags, path.join(build, "server", "main.js")], {
    env: { ...env, DATABASE_URL: undefined, WEB_DIST: "./.tmp/no-web-build" },
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  const started = performance.now();
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (performance.now() - started > 180_000) throw new Error("the server was not ready within 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const result = { peakMb: statusMb(child.pid!, "VmHWM"), restMb: statusMb(child.pid!, "VmRSS") };
  child.kill("SIGTERM");
  await exited;
  return result;
}

/** A first start on a new data folder, then a restart on it. */
async function firstStartAndRestart(build: string): Promise<[Start, Start]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-memory-"));
  try {
    return [await start(build, dataDir), await start(build, dataDir)];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
fs.rmSync(NO_TEMPLATE, { recursive: true, force: true });
fs.cpSync("dist/server", path.join(NO_TEMPLATE, "server"), { recursive: true });
fs.cpSync("dist/db/migrations", path.join(NO_TEMPLATE, "db", "migrations"), { recursive: true });

const runs: [Start, Start][] = [];
for (let i = 0; i < RUNS; i++) runs.push(await firstStartAndRestart("dist"));
const [baseline] = await firstStartAndRestart(NO_TEMPLATE);
fs.rmSync(NO_TEMPLATE, { recursive: true, force: true });

const figure = { bench: "memory", unit: "MB" } as const;
console.log(`Node ${process.version}, server flags: ${SERVER_NODE_FLAGS.join(" ")} --enable-source-maps`);
const mb = (value: number) => Math.round(value);
for (const [i, [first, restart]] of runs.entries()) {
  console.log(
    `run ${i + 1}: first start peak ${mb(first.peakMb)} MB, at rest ${mb(first.restMb)} MB; ` +
      `restart peak ${mb(restart.peakMb)} MB, at rest ${mb(restart.restMb)} MB`,
  );
}
const worst = (pick: (run: [Start, Start]) => number) => Math.max(...runs.map(pick));
const all = (pick: (run: [Start, Start]) => number) => runs.map((run) => mb(pick(run))).join(", ");
const firstPeak = worst(([first]) => first.peakMb);
const rest = worst(([first, restart]) => Math.max(first.restMb, restart.restMb));
reportFigure({
  ...figure,
  measure: `first start on a new database, peak (Node ${process.versions.node}; highest of ${RUNS}: ${all(([first]) => first.peakMb)})`,
  value: mb(firstPeak),
  target: `< ${PEAK_TARGET_MB} MB`,
  met: firstPeak < PEAK_TARGET_MB,
});
reportFigure({
  ...figure,
  measure: `at rest after a first start or a restart (highest of ${RUNS * 2}; first starts ${all(([first]) => first.restMb)}, restarts ${all(([, restart]) => restart.restMb)})`,
  value: mb(rest),
  target: `< ${REST_TARGET_MB} MB`,
  met: rest < REST_TARGET_MB,
});
reportFigure({
  ...figure,
  measure: `restart, peak (highest of ${RUNS}: ${all(([, restart]) => restart.peakMb)})`,
  value: mb(worst(([, restart]) => restart.peakMb)),
});
reportFigure({
  ...figure,
  measure: "baseline: first start without the template (initdb and the migrations), peak",
  value: mb(baseline.peakMb),
});
reportFigure({ ...figure, measure: "baseline: the same, at rest", value: mb(baseline.restMb) });
