// Realtime figures on PostgreSQL, with the server in its own process (as in production) and the client sockets
// held by child processes (bench/support/crowd.ts), each from its own local address:
//  1. memory: the server's resident memory per idle authenticated socket, with 20,000 of them;
//  2. fan-out: one event on a public topic until the last of 10,000 subscribed sockets has it;
//  3. delivery: sender's POST /api/messages until the recipient's socket has the event, at 1,000 messages a second
//     to 5,000 connected sockets, every message counted.
// Targets: under 10 kB per socket; fan-out p99 < 150 ms; delivery p99 < 50 ms with none lost.
import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { startCrowd } from "./support/crowd";
import { measureDelivery } from "./support/delivery";
import { percentile, reportFigure } from "./support/figures";
import { insertBenchUsers, makeAdmins, printProbe, rssKb, sendersFor, startBenchServers } from "./support/server";

/** The file descriptors a process may hold here; the server needs a few dozen besides its sockets. */
const FD_LIMIT = Number(/Max open files\s+(\d+)/.exec(fs.readFileSync("/proc/self/limits", "utf8"))?.[1] ?? 1024);
const FD_SPARE = 200;

const SOCKETS_IDLE_ASKED = Number(process.env.BENCH_IDLE ?? 20_000);
const SOCKETS_IDLE = Math.min(SOCKETS_IDLE_ASKED, FD_LIMIT - FD_SPARE);
const SOCKETS_FANOUT = Number(process.env.BENCH_FANOUT ?? 10_000);
const SOCKETS_DELIVERY = Number(process.env.BENCH_SOCKETS ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FANOUT_ROUNDS = 20;
const CHILDREN = Number(process.env.BENCH_CROWD ?? 4);
/** Which parts to run (all by default), e.g. BENCH_PHASES=delivery to profile one. */
const PHASES = new Set((process.env.BENCH_PHASES ?? "memory,fanout,delivery").split(","));

const figure = (measure: string, value: number, unit: string, target: string, met: boolean) =>
  reportFigure({ bench: "realtime", measure, value, unit, target, met });

async function main() {
  const bench = await startBenchServers();
  const server = bench.servers[0]!.child;
  const base = bench.servers[0]!.base;
  const crowd = startCrowd(CHILDREN);
  const total = Math.max(SOCKETS_DELIVERY, SOCKETS_FANOUT, SOCKETS_IDLE);
  // The delivery's senders: administrators past the sockets' accounts, enough for the per-account limit on sending.
  const senders = sendersFor(RATE * SECONDS);
  const { ids, tokens } = await insertBenchUsers(bench.db, total + 1 + senders);
  await makeAdmins(bench.db, ids.slice(total + 1));
  const socketsFor = (count: number, topicOf: (i: number) => string[]) =>
    tokens.slice(1, count + 1).map((token, i) => ({ token, topics: topicOf(i + 1) }));
  try {
    if (PHASES.has("memory")) await measureMemory();
    if (PHASES.has("fanout")) await measureFanout();
    if (PHASES.has("delivery")) await measureDeliveryRate();
    printProbe(bench.servers);
  } finally {
    crowd.stop();
    await bench.close();
  }

  async function measureMemory() {
    // A first crowd to warm the server up (code compiled, pools grown), so the baseline is not a cold start's.
    await crowd.connect(
      base,
      socketsFor(Math.min(1000, SOCKETS_IDLE), (i) => [`user:${ids[i]}`]),
    );
    await crowd.closeAll();
    await sleep(1000);
    const before = rssKb(server.pid!);
    if (SOCKETS_IDLE < SOCKETS_IDLE_ASKED) {
      console.log(`Memory: ${SOCKETS_IDLE_ASKED} sockets asked, ${SOCKETS_IDLE} opened: ${FD_LIMIT} fds per process`);
    }
    const idle = await crowd.connect(
      base,
      socketsFor(SOCKETS_IDLE, (i) => [`user:${ids[i]}`]),
    );
    await sleep(2000);
    const after = rssKb(server.pid!);
    const perSocket = (after - before) / idle.open;
    console.log(`Memory: ${idle.open} of ${SOCKETS_IDLE} idle authenticated sockets open, each on its user topic`);
    if (idle.failed.length) console.log(`  failures, first few: ${idle.failed.join("; ")}`);
    console.log(`  server RSS ${(before / 1024).toFixed(0)} MB -> ${(after / 1024).toFixed(0)} MB`);
    figure(`server memory per idle socket, ${idle.open} sockets`, perSocket, "KB", "< 10 KB", perSocket < 10);
    figure("idle sockets open on one process", idle.open, `of ${SOCKETS_IDLE_ASKED}`, "20000", idle.open >= 20_000);
    await crowd.closeAll();
    await sleep(1000);
  }

  async function measureFanout() {
    // 2. Fan-out to one public topic ("notifications"), published through pg_notify as the server does.
    const fans = await crowd.connect(
      base,
      socketsFor(SOCKETS_FANOUT, () => ["notifications"]),
    );
    const fanoutTimes: number[] = [];
    for (let seq = 0; seq < FANOUT_ROUNDS; seq++) {
      let reports = 0;
      let last = 0;
      let got = 0;
      const done = new Promise<void>((resolve) => {
        crowd.onFanout = (round, at, count) => {
          if (round !== seq) return;
          last = Math.max(last, at);
          got += count;
          if (++reports === CHILDREN) resolve();
        };
      });
      const started = Number(process.hrtime.bigint()) / 1e6;
      await bench.db.query(`select pg_notify('cohort_realtime', $1)`, [
        JSON.stringify({ kind: "event", topic: "notifications", event: "bench-fanout", data: { seq } }),
      ]);
      await Promise.race([done, sleep(10_000)]);
      if (got === fans.open) fanoutTimes.push(last - started);
      await sleep(200);
    }
    const fanoutP99 = percentile(fanoutTimes, 99);
    console.log(`Fan-out: one event to ${fans.open} sockets, ${FANOUT_ROUNDS} rounds, ${fanoutTimes.length} complete`);
    console.log(`  until the last socket: p50 ${percentile(fanoutTimes, 50).toFixed(1)} ms`);
    const fanMet = fanoutP99 < 150 && fanoutTimes.length === FANOUT_ROUNDS && fans.open === SOCKETS_FANOUT;
    figure(`fan-out to ${fans.open} sockets p99`, fanoutP99, "ms", "< 150 ms", fanMet);
    await crowd.closeAll();
    await sleep(1000);
  }

  async function measureDeliveryRate() {
    // 3. Delivery at RATE messages a second to SOCKETS_DELIVERY connected sockets.
    const recipients = await crowd.connect(
      base,
      socketsFor(SOCKETS_DELIVERY, (i) => [`user:${ids[i]}`]),
    );
    const result = await measureDelivery(crowd, {
      base,
      senderTokens: tokens.slice(total + 1),
      recipientIds: ids.slice(1, SOCKETS_DELIVERY + 1),
      rate: RATE,
      seconds: SECONDS,
    });
    const p99 = percentile(result.latencies, 99);
    console.log(`Delivery: ${result.sent} messages at ${RATE}/s to ${recipients.open} connected sockets`);
    console.log(
      `  accepted ${result.accepted}, delivered ${result.latencies.length}, HTTP failures ${result.failures}; ` +
        `p50 ${percentile(result.latencies, 50).toFixed(1)} ms; POST p99 ${percentile(result.postMs, 99).toFixed(1)} ms; ` +
        `achieved ${result.achievedRate.toFixed(0)} msg/s`,
    );
    figure(
      `message delivery p99, ${recipients.open} sockets at ${RATE} msg/s`,
      p99,
      "ms",
      "< 50 ms",
      p99 < 50 && recipients.open === SOCKETS_DELIVERY,
    );
    const lost = result.sent - result.latencies.length;
    figure(`messages lost (of ${result.sent})`, lost, "", "0", lost === 0);
    await crowd.closeAll();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
