// Message delivery's rate beside its floor (issue 39), in one run on PostgreSQL: the highest rate at which one server
// process answers `POST /api/messages` with a p99 under 200 ms, beside the highest rate at which the same transaction
// (the message, both people's conversation summaries, the three NOTIFYs) sent straight through `pg` from this process,
// prepared, on a pool as large as the server's, meets the same bound (bench/support/message-floor.ts). Both are driven
// open-loop by the same ladder (bench/support/rate-ladder.ts), their steps taken in turn, in rounds. Before the ladders,
// both run at one modest rate to read their CPU per message, a steadier figure than a rate on a shared machine.
// Students send to administrators, each student in turn, so many of them that none nears the per-account limit on
// sending (MESSAGE_SEND_LIMIT): no limit is raised, and a 429 would be counted as a failure.
// Printed with each figure: the CPU per message of the server, of PostgreSQL's backends and of the load generator (this
// process, which is also the floor's client), the event loop delay of both processes, and the machine's load.
// Target: Cohort's sustained rate ≥ 70 % of the floor's.
import { randomUUID } from "node:crypto";
import http from "node:http";
import os from "node:os";
import pg from "pg";
import { MESSAGE_SEND_LIMIT } from "../src/domain/messaging/message-rules";
import { now } from "./support/crowd";
import { reportFigure } from "./support/figures";
import { cpuTimes, loadAverage } from "./support/machine";
import { floorTransaction, postgresCpu } from "./support/message-floor";
import { findSustainedRate, runStep, type Send, type Step } from "./support/rate-ladder";
import { insertBenchUsers, makeAdmins, startBenchServers } from "./support/server";

const P99_BOUND_MS = 200;
const START_RATE = Number(process.env.BENCH_START_RATE ?? 100);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);
const BISECTIONS = Number(process.env.BENCH_BISECTIONS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** The rate and length of the CPU phase: low enough for both to keep up on a loaded machine. */
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 50);
const CPU_SECONDS = 10;
/** BENCH_PHASES=cpu: only the CPU per message (to profile the server with BENCH_CPU_PROF, say). */
const PHASES = new Set((process.env.BENCH_PHASES ?? "cpu,ladder").split(","));
/** The server's pool (DATABASE_POOL_SIZE's default); the floor gets as many connections. */
const POOL_SIZE = 10;
const ADMINS = 10;
/** Students who send, each in turn: at 1,500 messages a second for a minute each sends 23, under the limit of 30. */
const SENDERS = Number(process.env.BENCH_SENDERS ?? 4000);
/** BENCH_IDEMPOTENCY=0: POSTs without an Idempotency-Key (the web client always sends one). */
const WITH_KEY = process.env.BENCH_IDEMPOTENCY !== "0";
const PROBE_MS = 1000;

/** A step with the CPU per message of the server and of PostgreSQL around it, and the server's event loop delay. */
type Measured = Step & {
  serverUserMs: number;
  serverSystemMs: number;
  postgresMs: number;
  serverLoopP99: number;
  serverLoopMax: number;
};
type System = { label: string; send: Send; floor: boolean };

const figure = (measure: string, value: number, unit: string, target?: string, met?: boolean) =>
  reportFigure({ bench: "message-rate", measure, value, unit, target, met });
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
/**
 * The CPU of one message that is the system's: PostgreSQL's and the server's (for the floor, the server only receives
 * the NOTIFYs, as it does Cohort's), and the floor's own client; not Cohort's HTTP client, the load generator.
 */
const ownCpu = (system: System, s: Measured) =>
  s.postgresMs + s.serverUserMs + s.serverSystemMs + (system.floor ? s.generatorCpuMs : 0);
const serverMs = (s: Measured) => s.serverUserMs + s.serverSystemMs;

async function main() {
  process.env.BENCH_PROBE = "1";
  process.env.BENCH_PROBE_MS = String(PROBE_MS);
  const bench = await startBenchServers({ DATABASE_POOL_SIZE: String(POOL_SIZE) });
  const server = bench.servers[0]!;
  const probes: { at: number; loopP99: number; loopMax: number }[] = [];
  let rest = "";
  server.child.stderr!.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop()!;
    for (const line of lines.filter((l) => l.startsWith('{"probe"'))) {
      const { loopP99, loopMax } = JSON.parse(line) as { loopP99: number; loopMax: number };
      probes.push({ at: now(), loopP99, loopMax });
    }
  });
  const { ids, tokens } = await insertBenchUsers(bench.db, ADMINS + SENDERS);
  await makeAdmins(bench.db, ids.slice(0, ADMINS));
  const senderAt = (i: number) => ADMINS + (i % SENDERS);
  const recipientOf = (i: number) => ids[i % ADMINS]!;
  const pool = new pg.Pool({ connectionString: bench.url, max: POOL_SIZE });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const statuses = new Map<number, number>();
  const loads: number[] = [];
  const sampleLoad = setInterval(() => loads.push(os.loadavg()[0]!), 5000);
  let next = 0;

  const floor: System = {
    label: "floor, the transaction through pg",
    floor: true,
    send: async (i) => {
      await floorTransaction(pool, ids[senderAt(i)]!, recipientOf(i), `bench message ${i}`);
      return true;
    },
  };
  const cohort: System = {
    label: "Cohort, POST /api/messages",
    floor: false,
    send: (i) =>
      new Promise((resolve) => {
        const headers: Record<string, string> = {
          authorization: `Bearer ${tokens[senderAt(i)]}`,
          "content-type": "application/json",
          ...(WITH_KEY ? { "idempotency-key": randomUUID() } : {}),
        };
        const req = http.request(`${server.base}/api/messages`, { method: "POST", agent, headers }, (res) => {
          res.resume();
          res.on("end", () => {
            statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
            resolve(res.statusCode === 201);
          });
        });
        req.on("error", () => resolve(false));
        req.end(JSON.stringify({ recipientId: recipientOf(i), content: `bench message ${i}` }));
      }),
  };

  const measure = (send: Send, seconds: number) => async (rate: number) => {
    const pgCpu = await postgresCpu(bench.db);
    const server0 = cpuTimes(server.child.pid!);
    const started = now();
    const step = await runStep(send, rate, seconds, next);
    next += step.sent;
    const server1 = cpuTimes(server.child.pid!);
    const postgres = await pgCpu.stop();
    const window = probes.filter((p) => p.at > started + PROBE_MS && p.at <= now());
    return {
      ...step,
      serverUserMs: ((server1.user - server0.user) * 1000) / step.sent,
      serverSystemMs: ((server1.system - server0.system) * 1000) / step.sent,
      postgresMs: (postgres * 1000) / step.sent,
      serverLoopP99: Math.max(0, ...window.map((p) => p.loopP99)),
      serverLoopMax: Math.max(0, ...window.map((p) => p.loopMax)),
    };
  };

  try {
    console.log(
      `POST /api/messages beside the same transaction through pg: ${SENDERS} students to ${ADMINS} administrators, ` +
        `pools of ${POOL_SIZE}, ${WITH_KEY ? "with" : "without"} Idempotency-Key; load average ${loadAverage()}`,
    );
    // Code compiled, pools filled, caches warm, for both.
    for (const system of [floor, cohort]) {
      next += (await runStep(system.send, START_RATE, 3, next)).sent;
    }
    if (PHASES.has("cpu")) await cpuPhase();
    if (PHASES.has("ladder")) await ladderPhase();
    const refused = statuses.get(429) ?? 0;
    figure(
      `answers 429 (per-account limit ${MESSAGE_SEND_LIMIT.max} in ${MESSAGE_SEND_LIMIT.windowSeconds} s)`,
      refused,
      `of ${[...statuses.values()].reduce((a, b) => a + b, 0)} POSTs`,
      "0",
      refused === 0,
    );
    loads.push(os.loadavg()[0]!);
    figure(
      "the machine's load (1-minute average) during the run",
      mean(loads),
      `(min ${Math.min(...loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}; ${os.cpus().length} cores)`,
    );
  } finally {
    clearInterval(sampleLoad);
    agent.destroy();
    await pool.end();
    await bench.close();
  }

  async function cpuPhase() {
    console.log(`CPU per message at ${CPU_RATE}/s, ${CPU_SECONDS} s each, ${ROUNDS} rounds in turn`);
    const steps = new Map<System, Measured[]>([
      [floor, []],
      [cohort, []],
    ]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const system of round % 2 === 0 ? [floor, cohort] : [cohort, floor]) {
        steps.get(system)!.push(await measure(system.send, CPU_SECONDS)(CPU_RATE));
      }
    }
    const own = (system: System) => mean(steps.get(system)!.map((s) => ownCpu(system, s)));
    const part = (system: System, pick: (s: Measured) => number) => mean(steps.get(system)!.map(pick)).toFixed(2);
    figure(
      `CPU per message at ${CPU_RATE}/s: ${floor.label}`,
      own(floor),
      `ms (PostgreSQL ${part(floor, (s) => s.postgresMs)}, pg's client ${part(floor, (s) => s.generatorCpuMs)}, ` +
        `the server receiving the NOTIFYs ${part(floor, serverMs)})`,
    );
    figure(
      `CPU per message at ${CPU_RATE}/s: ${cohort.label}`,
      own(cohort),
      `ms (PostgreSQL ${part(cohort, (s) => s.postgresMs)}, server ${part(cohort, (s) => s.serverUserMs)} user + ` +
        `${part(cohort, (s) => s.serverSystemMs)} kernel; not counted: the HTTP client ` +
        `${part(cohort, (s) => s.generatorCpuMs)})`,
    );
    figure(
      `the floor's CPU per message in % of Cohort's (the rate a machine short of CPU allows)`,
      Math.round((100 * own(floor)) / own(cohort)),
      "%",
    );
  }

  async function ladderPhase() {
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`Round ${round} of the ladders, ${STEP_SECONDS} s a step; load average ${loadAverage()}`);
      // The two ladders climb together, a step of one then a step of the other (the first alternating by round), so
      // each step of Cohort has a step of the floor beside it in time: the load of this shared machine comes and goes
      // within minutes, and two ladders run one after the other measured different machines.
      let turn: Promise<unknown> = Promise.resolve();
      const inTurn = (system: System) => (rate: number) => {
        const step = turn.then(() => measure(system.send, STEP_SECONDS)(rate));
        turn = step.catch(() => undefined);
        return step;
      };
      const order = round % 2 === 1 ? [floor, cohort] : [cohort, floor];
      const results = await Promise.all(
        order.map((system) =>
          findSustainedRate(inTurn(system), {
            start: START_RATE,
            seconds: STEP_SECONDS,
            p99BoundMs: P99_BOUND_MS,
            bisections: BISECTIONS,
            gapMs: 500,
            onStep: (s, ok) =>
              console.log(
                `  ${system.floor ? "floor" : "Cohort"} at ${s.rate}/s: p50 ${s.p50.toFixed(1)} ms, ` +
                  `p99 ${s.p99.toFixed(1)} ms, failed ${s.failed} -> ${ok ? "sustained" : "not sustained"}`,
              ),
          }),
        ),
      );
      const found = new Map(order.map((system, i) => [system, results[i]!] as const));
      for (const system of [floor, cohort]) {
        const { best, steps } = found.get(system)!;
        report(`round ${round}: ${system.label}`, system, best, Math.min(...steps.map((s) => s.rate)));
      }
      const [f, c] = [found.get(floor)!.best, found.get(cohort)!.best];
      if (f && c) ratios.push((100 * c.rate) / f.rate);
    }
    figure(
      "Cohort's sustained rate in % of the floor's, mean of the rounds",
      Math.round(mean(ratios)),
      `% (rounds: ${ratios.map((r) => `${r.toFixed(0)} %`).join(", ")})`,
      "≥ 70 %",
      ratios.length === ROUNDS && mean(ratios) >= 70,
    );
  }
}

function report(label: string, system: System, step: Measured | undefined, lowest: number) {
  if (!step) return figure(`${label}: sustained rate`, 0, `msg/s (not even ${lowest}/s)`);
  figure(`${label}: sustained rate`, step.rate, `msg/s (p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms)`);
  const server =
    `${system.floor ? "the server receiving the NOTIFYs" : "server"} ${step.serverUserMs.toFixed(2)} user + ` +
    `${step.serverSystemMs.toFixed(2)} kernel, event loop delay p99 ${step.serverLoopP99} ms, max ${step.serverLoopMax} ms; `;
  figure(
    `${label}: CPU per message at that rate`,
    ownCpu(system, step),
    `ms (${server}PostgreSQL ${step.postgresMs.toFixed(2)}; load generator ${step.generatorCpuMs.toFixed(2)}` +
      `${system.floor ? ", counted" : ", not counted"}, event loop delay p99 ${step.generatorLoopP99.toFixed(0)} ms, ` +
      `max ${step.generatorLoopMax.toFixed(0)} ms)`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
