// Message delivery's rate beside its floor (issue 39), in one run on PostgreSQL: the highest rate at which one server
// process answers `POST /api/messages` with a p99 under 200 ms, beside the highest rate at which the same transaction
// (the message, both people's conversation summaries, the three NOTIFYs) sent straight through `pg` from this
// process, prepared, on a pool as large as the server's, meets the same bound. Both are driven open-loop by the same
// ladder (bench/support/rate-ladder.ts), floor and Cohort in turn, in rounds.
// Students send to administrators, each student in turn, spread over enough of them that no account nears the
// per-account limit on sending (MESSAGE_SEND_LIMIT); a 429 would show as a failure and is counted.
// Printed with each figure: the CPU per message of the server, of PostgreSQL's backends and of the load generator (this
// process), the event loop delay of both, and the machine's load.
// Target: Cohort's rate ≥ 70 % of the floor's.
import { randomUUID } from "node:crypto";
import http from "node:http";
import os from "node:os";
import pg from "pg";
import { MESSAGE_SEND_LIMIT } from "../src/domain/messaging/message-rules";
import { MESSAGE_EVENTS } from "../src/domain/messaging/message-topics";
import { ADMIN_TOPIC, userTopic } from "../src/domain/realtime-topics";
import { REALTIME_CHANNEL } from "../src/server/platform/realtime/realtime";
import { now } from "./support/crowd";
import { reportFigure } from "./support/figures";
import { cpuTimes, loadAverage } from "./support/machine";
import { findSustainedRate, runStep, type Send, type Step } from "./support/rate-ladder";
import { insertBenchUsers, startBenchServers } from "./support/server";

const P99_BOUND_MS = 200;
const START_RATE = Number(process.env.BENCH_START_RATE ?? 100);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 5);
const BISECTIONS = Number(process.env.BENCH_BISECTIONS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** BENCH_FIXED_RATE=n: no ladder, one step of each at n a second (to profile, or to compare CPU per message). */
const FIXED_RATE = Number(process.env.BENCH_FIXED_RATE ?? 0);
/** The server's pool (DATABASE_POOL_SIZE's default); the floor gets as many connections. */
const POOL_SIZE = 10;
const ADMINS = 10;
/** Students who send: at 1,500 messages a second for a minute each sends 23, under the limit of 30 a minute. */
const SENDERS = Number(process.env.BENCH_SENDERS ?? 4000);
/** BENCH_IDEMPOTENCY=0: POSTs without an Idempotency-Key (the web client always sends one). */
const WITH_KEY = process.env.BENCH_IDEMPOTENCY !== "0";
const PROBE_MS = 1000;

type Measured = Step & {
  serverUserMs: number;
  serverSystemMs: number;
  postgresMs: number;
  serverLoopP99: number;
  serverLoopMax: number;
};

const figure = (measure: string, value: number, unit: string, target?: string, met?: boolean) =>
  reportFigure({ bench: "message-rate", measure, value, unit, target, met });

async function main() {
  process.env.BENCH_PROBE = "1";
  process.env.BENCH_PROBE_MS = String(PROBE_MS);
  const bench = await startBenchServers({ DATABASE_POOL_SIZE: String(POOL_SIZE) });
  const server = bench.servers[0]!;
  const serverPid = server.child.pid!;
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
  await bench.db.query(`update users set role = 'admin' where id = any($1)`, [ids.slice(0, ADMINS)]);
  const senders = Array.from({ length: SENDERS }, (_, i) => ({ id: ids[ADMINS + i]!, token: tokens[ADMINS + i]! }));
  const recipientOf = (i: number) => ids[i % ADMINS]!;
  const pool = new pg.Pool({ connectionString: bench.url, max: POOL_SIZE });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const statuses = new Map<number, number>();
  const loads: number[] = [];
  const sampleLoad = setInterval(() => loads.push(os.loadavg()[0]!), 5000);
  let next = 0;

  const floorSend: Send = async (i) => {
    const sender = senders[i % SENDERS]!;
    await floorTransaction(pool, sender.id, recipientOf(i), `bench message ${i}`);
    return true;
  };
  const cohortSend: Send = (i) => {
    const sender = senders[i % SENDERS]!;
    const body = JSON.stringify({ recipientId: recipientOf(i), content: `bench message ${i}` });
    const headers: Record<string, string> = {
      authorization: `Bearer ${sender.token}`,
      "content-type": "application/json",
      ...(WITH_KEY ? { "idempotency-key": randomUUID() } : {}),
    };
    return new Promise((resolve) => {
      const req = http.request(`${server.base}/api/messages`, { method: "POST", agent, headers }, (res) => {
        res.resume();
        res.on("end", () => {
          statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
          resolve(res.statusCode === 201);
        });
      });
      req.on("error", () => resolve(false));
      req.end(body);
    });
  };

  /** One step, with the server's and PostgreSQL's CPU around it and the server's event loop delay meanwhile. */
  const measure = (send: Send) => async (rate: number) => {
    const backends = await postgresBackends(bench.db);
    const server0 = cpuTimes(serverPid);
    const pg0 = cpuOf(backends);
    const started = now();
    const step = await runStep(send, rate, STEP_SECONDS, next);
    next += step.sent;
    const server1 = cpuTimes(serverPid);
    const pg1 = cpuOf([...new Set([...backends, ...(await postgresBackends(bench.db))])]);
    const window = probes.filter((p) => p.at > started + PROBE_MS && p.at <= now());
    return {
      ...step,
      serverUserMs: ((server1.user - server0.user) * 1000) / step.sent,
      serverSystemMs: ((server1.system - server0.system) * 1000) / step.sent,
      postgresMs: ((total(pg1) - sumAt(pg0, pg1)) * 1000) / step.sent,
      serverLoopP99: Math.max(0, ...window.map((p) => p.loopP99)),
      serverLoopMax: Math.max(0, ...window.map((p) => p.loopMax)),
    };
  };
  const ladder = (label: string, send: Send) =>
    findSustainedRate(measure(send), {
      start: START_RATE,
      seconds: STEP_SECONDS,
      p99BoundMs: P99_BOUND_MS,
      bisections: BISECTIONS,
      gapMs: 1500,
      onStep: (s, ok) =>
        console.log(
          `  ${label} at ${s.rate}/s: p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, failed ${s.failed}` +
            ` -> ${ok ? "sustained" : "not sustained"}`,
        ),
    });

  try {
    console.log(
      `POST /api/messages beside the same transaction through pg: ${SENDERS} students to ${ADMINS} administrators, ` +
        `${STEP_SECONDS} s a step, p99 bound ${P99_BOUND_MS} ms, pools of ${POOL_SIZE}, ` +
        `${WITH_KEY ? "with" : "without"} Idempotency-Key; load average ${loadAverage()}`,
    );
    // Code compiled, pools filled, caches warm, for both.
    await runStep(floorSend, START_RATE, 3, next);
    next += START_RATE * 3;
    await runStep(cohortSend, START_RATE, 3, next);
    next += START_RATE * 3;
    if (FIXED_RATE) {
      for (const [label, send] of [["floor", floorSend], ["Cohort", cohortSend]] as const) {
        const step = await measure(send)(FIXED_RATE);
        console.log(`  ${label} at ${FIXED_RATE}/s: p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms`);
        report(`${label} at a fixed ${FIXED_RATE}/s`, step);
      }
      return;
    }
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`Round ${round}, load average ${loadAverage()}`);
      // The order alternates, so neither always runs on a machine warmed (or loaded) by the other.
      const order = round % 2 === 1 ? (["floor", "cohort"] as const) : (["cohort", "floor"] as const);
      const found: Record<string, Measured | undefined> = {};
      for (const which of order) {
        found[which] = (await ladder(which, which === "floor" ? floorSend : cohortSend)).best;
      }
      const floor = found.floor;
      const cohort = found.cohort;
      report(`round ${round}: floor, the transaction through pg`, floor);
      report(`round ${round}: Cohort, POST /api/messages`, cohort, floor);
      if (floor && cohort) ratios.push((100 * cohort.rate) / floor.rate);
    }
    const share = ratios.reduce((sum, r) => sum + r, 0) / Math.max(1, ratios.length);
    figure(
      "Cohort's sustained rate in % of the floor's, mean of the rounds",
      Math.round(share),
      `% (rounds: ${ratios.map((r) => `${r.toFixed(0)} %`).join(", ")})`,
      "≥ 70 %",
      ratios.length === ROUNDS && share >= 70,
    );
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
      loads.reduce((sum, l) => sum + l, 0) / loads.length,
      `(min ${Math.min(...loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}; ${os.cpus().length} cores)`,
    );
  } finally {
    clearInterval(sampleLoad);
    agent.destroy();
    await pool.end();
    await bench.close();
  }
}

function report(label: string, step: Measured | undefined, floor?: Measured) {
  if (!step) return figure(`${label}: sustained rate`, 0, `msg/s (not even ${START_RATE}/s)`);
  const share = floor ? `; ${((100 * step.rate) / floor.rate).toFixed(0)} % of the floor's ${floor.rate}/s` : "";
  figure(`${label}: ${FIXED_RATE ? "rate" : "sustained rate"}`, step.rate, `msg/s (p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms${share})`);
  figure(
    `${label}: CPU per message at that rate`,
    step.serverUserMs + step.serverSystemMs + step.postgresMs + step.generatorCpuMs,
    `ms (server ${step.serverUserMs.toFixed(2)} user + ${step.serverSystemMs.toFixed(2)} kernel, event loop delay ` +
      `p99 ${step.serverLoopP99} ms, max ${step.serverLoopMax} ms; PostgreSQL ${step.postgresMs.toFixed(2)}; ` +
      `load generator ${step.generatorCpuMs.toFixed(2)}, event loop delay p99 ${step.generatorLoopP99.toFixed(0)} ms, ` +
      `max ${step.generatorLoopMax.toFixed(0)} ms)`,
  );
}

/** The transaction the route runs, without the route: hand-written, prepared, on a connection of the pool. */
async function floorTransaction(pool: pg.Pool, senderId: string, recipientId: string, content: string) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const { rows } = await client.query<{ id: string }>({
      name: "floor-message",
      text: "insert into messages (sender_id, recipient_id, content) values ($1, $2, $3) returning *",
      values: [senderId, recipientId, content],
    });
    const id = rows[0]!.id;
    const [first, second] = senderId < recipientId ? [senderId, recipientId] : [recipientId, senderId];
    await client.query({ name: "floor-summaries", text: SUMMARIES, values: [first, second, id, content, recipientId] });
    const event = { id, senderId, recipientId };
    const envelopes = [
      { kind: "event", topic: userTopic(recipientId), event: MESSAGE_EVENTS.sent, data: event },
      { kind: "event", topic: userTopic(senderId), event: MESSAGE_EVENTS.sent, data: event },
      { kind: "event", topic: ADMIN_TOPIC, event: "activity-changed", data: { messageId: id } },
    ].map((e) => JSON.stringify(e));
    await client.query({
      name: "floor-notify",
      text: "select pg_notify($1, $2), pg_notify($1, $3), pg_notify($1, $4)",
      values: [REALTIME_CHANNEL, ...envelopes],
    });
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Both people's summary rows, the lower id first; the recipient ($5) gets one more unread. */
const SUMMARIES = `
  insert into conversation_summaries as s (owner_id, other_id, last_message_id, last_message, last_message_at, unread_count)
  select o, t, $3, $4, m.created_at, case when o = $5 then 1 else 0 end
  from (values ($1::text, $2::text), ($2, $1)) as p(o, t), messages m where m.id = $3
  on conflict (owner_id, other_id) do update set
    last_message_id = case when (excluded.last_message_at, excluded.last_message_id) > (s.last_message_at, s.last_message_id)
                      then excluded.last_message_id else s.last_message_id end,
    last_message = case when (excluded.last_message_at, excluded.last_message_id) > (s.last_message_at, s.last_message_id)
                   then excluded.last_message else s.last_message end,
    last_message_at = case when (excluded.last_message_at, excluded.last_message_id) > (s.last_message_at, s.last_message_id)
                      then excluded.last_message_at else s.last_message_at end,
    unread_count = s.unread_count + excluded.unread_count`;

/** The backends of the benchmark's database (the server's pool, the floor's pool, this connection). */
async function postgresBackends(db: pg.Client): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
  );
  return rows.map((r) => r.pid);
}

/** CPU seconds of each backend still there, by pid. */
function cpuOf(pids: number[]): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    try {
      const { user, system } = cpuTimes(pid);
      cpu.set(pid, user + system);
    } catch {
      // Gone meanwhile.
    }
  }
  return cpu;
}

const total = (cpu: Map<number, number>) => [...cpu.values()].reduce((sum, s) => sum + s, 0);

/** The CPU the backends in `later` had at the first reading (0 for those opened since). */
function sumAt(earlier: Map<number, number>, later: Map<number, number>): number {
  let sum = 0;
  for (const pid of later.keys()) sum += earlier.get(pid) ?? 0;
  return sum;
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
