// From `npm start` to a healthy server on an already built checkout (issue 25: under 3 s), beside the old way of
// starting (the TypeScript sources through tsx) in the same run. Both start on the same data folder, whose database
// already exists, and alternate; the figure is the median of the rounds. Needs `npm run build` done (dist/web).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../src/server/testing/server-process";
import { percentile, reportFigure } from "./support/figures";

const ROUNDS = Number(process.env.START_ROUNDS ?? 5);
const PORT = 3397;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-start-"));
const env = { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };

const WAYS = {
  compiled: [process.execPath, ["scripts/start.mjs"]],
  tsx: [process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "src/server/main.ts"]],
} as const;

/** Milliseconds from spawning the command to `/api/ready` answering 200; then stops it and waits for it to exit. */
async function timeStart([command, args]: readonly [string, readonly string[]]): Promise<number> {
  const started = performance.now();
  const child = spawn(command, [...args], { env, stdio: "ignore" });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (performance.now() - started > 120_000) throw new Error("the server did not become ready in 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const elapsed = performance.now() - started;
  child.kill("SIGTERM");
  await exited;
  return elapsed;
}

// The first start creates and migrates the database, and (for the compiled way) builds what is missing: not timed.
await timeStart(WAYS.compiled);
const times: Record<keyof typeof WAYS, number[]> = { compiled: [], tsx: [] };
for (let round = 0; round < ROUNDS; round += 1) {
  for (const way of round % 2 ? (["tsx", "compiled"] as const) : (["compiled", "tsx"] as const)) {
    times[way].push(await timeStart(WAYS[way]));
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });

const compiled = percentile(times.compiled, 50);
const tsx = percentile(times.tsx, 50);
console.log(`start to healthy, ${ROUNDS} rounds, machine load ${os.loadavg()[0]!.toFixed(1)}`);
reportFigure({
  bench: "start",
  measure: "npm start to /api/ready, median",
  value: Math.round(compiled),
  unit: "ms",
  target: "< 3000 ms",
  met: compiled < 3000,
});
reportFigure({
  bench: "start",
  measure: "tsx src/server/main.ts to /api/ready, median (before)",
  value: Math.round(tsx),
  unit: "ms",
});
