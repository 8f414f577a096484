// `npm run bench`: runs every benchmark in turn (each in its own process, so one's sockets and memory do not weigh
// on the next), shows their output as it comes, and writes the figures they report to bench/RESULTS.md as tables.
// `npm run bench -- district realtime` runs only those.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { LOCAL_POSTGRES_URL, SERVER_NODE_FLAGS } from "../src/server/testing/server-process";
import { type Figure, formatValue, mergeSections, parseFigures } from "./support/figures";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Every benchmark, in the order they run: name, script, what it measures. */
const BENCHES = [
  { name: "health", script: "bench/health.ts", about: "the platform's overhead on the smallest route" },
  { name: "schedule", script: "bench/schedule-today.ts", about: "today's schedule against a hand-written route" },
  { name: "start", script: "bench/start.ts", about: "npm start (compiled) and the tsx start to a healthy server" },
  { name: "memory", script: "bench/memory.ts", about: "the server's memory at rest with the embedded PGlite" },
  { name: "session", script: "bench/session-lookup.ts", about: "our session lookup against better-auth's getSession" },
  { name: "import", script: "bench/import-timetable.ts", about: "a 35,000-row timetable import" },
  {
    name: "export",
    script: "bench/export-users.ts",
    about: "the CSV of 30,000 users and a heavy student's privacy export",
  },
  { name: "password-rule", script: "bench/password-rule.ts", about: "one check of a new password, and its first load" },
  { name: "realtime", script: "bench/realtime.ts", about: "message delivery, fan-out and memory per socket" },
  {
    name: "message-rate",
    script: "bench/message-rate.ts",
    about: "POST /api/messages beside the same transaction sent through pg, in one run",
  },
  {
    name: "realtime-peers",
    script: "bench/realtime-peers.ts",
    about: "fan-out and memory per socket beside a bare ws server and Socket.IO, in one run",
  },
  {
    name: "broadcast",
    script: "bench/broadcast.ts",
    about: "a save in the control centre until the scoreboard shows it",
  },
  {
    name: "push",
    script: "bench/push.ts",
    about: "a school-wide notification to 10,000 devices, and the app's p99 meanwhile",
  },
  { name: "district", script: "bench/district.ts", about: "10,000 students' morning on two processes" },
  { name: "reconnect", script: "bench/reconnect.ts", about: "1,000 sockets coming back after a restart" },
  { name: "year-routes", script: "bench/year-routes.ts", about: "a district's year: the hot routes at 50 connections" },
  { name: "lighthouse", script: "bench/lighthouse.ts", about: "Lighthouse scores of the main pages, phone profile" },
  { name: "web-vitals", script: "bench/web-vitals.ts", about: "LCP, CLS and INP of the main pages and actions" },
] as const;

/** Benchmarks that open the built app. */
const NEEDS_BUILD = new Set(["broadcast", "lighthouse", "web-vitals"]);

type Run = { name: string; about: string; code: number; seconds: number; figures: Figure[] };

function runBench(script: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    // Benchmarks that run the app in their own process measure it with the production flags.
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", script], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      process.stdout.write(
        text
          .split("\n")
          .filter((line) => !line.startsWith("::figure::"))
          .join("\n"),
      );
    });
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    return `PostgreSQL ${rows[0]!.server_version}`;
  } catch {
    return "PostgreSQL: not reachable";
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One benchmark's section of bench/RESULTS.md. */
function section(run: Run): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|");
  const lines = [`## ${run.name}: ${run.about}`, ""];
  lines.push(
    `Measured on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; took ${run.seconds.toFixed(0)} s.`,
    "",
  );
  if (run.code !== 0) lines.push(`**The benchmark failed (exit code ${run.code}).**`, "");
  if (run.figures.length) {
    lines.push("| Measure | Value | Target | Met |", "| --- | ---: | --- | --- |");
    for (const f of run.figures) {
      const met = f.met === undefined ? "" : f.met ? "yes" : "**no**";
      lines.push(`| ${cell(f.measure)} | ${formatValue(f.value)} ${cell(f.unit)} | ${cell(f.target ?? "")} | ${met} |`);
    }
  }
  return lines.join("\n");
}

/** The whole file: this run's sections, and the earlier ones of benchmarks not run this time. */
function markdown(previous: string, runs: Run[], machine: string): string {
  const fresh = new Map(runs.map((run) => [run.name, section(run)]));
  return [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\`; the machine: ${machine}. \`npm run bench -- NAME…\` runs only the benchmarks named`,
    "and replaces only their sections. The machine is shared: figures move from run to run; each benchmark compares",
    "against a baseline measured in the same run where it can. See `bench/` for what each one does.",
    "",
    ...mergeSections(
      previous,
      fresh,
      BENCHES.map((b) => b.name),
    ).flatMap((text) => [text, ""]),
  ].join("\n");
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !BENCHES.some((b) => b.name === name));
  if (unknown.length) throw new Error(`unknown benchmark ${unknown.join(", ")}; known: ${BENCHES.map((b) => b.name)}`);
  const chosen = only.length ? BENCHES.filter((b) => only.includes(b.name)) : BENCHES;
  if (chosen.some((b) => NEEDS_BUILD.has(b.name)) && !fs.existsSync(path.join(ROOT, "dist/web/index.html"))) {
    throw new Error(`${[...NEEDS_BUILD].join(", ")} open the built app: run \`npm run build\` first`);
  }
  const machine =
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.versions.node}, ${await postgresVersion()}`;
  const runs: Run[] = [];
  for (const bench of chosen) {
    console.log(`\n==> ${bench.name}: ${bench.about}`);
    const started = performance.now();
    const { code, output } = await runBench(bench.script);
    runs.push({ ...bench, code, seconds: (performance.now() - started) / 1000, figures: parseFigures(output) });
  }
  const file = path.join(ROOT, "bench/RESULTS.md");
  const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  fs.writeFileSync(file, markdown(previous, runs, machine));
  const missed = runs.flatMap((r) => r.figures.filter((f) => f.met === false).map((f) => `${r.name}: ${f.measure}`));
  console.log(`\nWrote ${path.relative(process.cwd(), file)}.`);
  if (missed.length) console.log(`Targets not met:\n  ${missed.join("\n  ")}`);
  if (runs.some((r) => r.code !== 0)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
