// Cohort's realtime fan-out beside its floor and its peer, in one run on one machine (issue 39):
//  - ws: a bare `ws` server sending the frame to every socket in a loop, the floor for Node.js;
//  - Socket.IO 4 with every socket in one room, what most Node.js apps would pick;
//  - Cohort: the real server, its sockets authenticated and subscribed to one public topic.
// All three take the event as a NOTIFY on the same PostgreSQL database (bench/support/peer-server.ts), send the same
// JSON frame, and are received by the same load generator (bench/support/crowd.ts, one crowd of child processes per
// server, each from its own local addresses), so they differ only in the server's way from notification to sockets.
// For each N (largest first) every round fires one event at each server in turn, the order rotating, and times it
// from the publisher's NOTIFY until the last socket has it. Printed with each figure: the server's user and kernel CPU
// per event, the load generator's CPU, the server's event loop delay, and the machine's load.
// Targets: Cohort's fan-out p50 and p99 within 10 % of ws at every N and below Socket.IO's; memory per idle socket at
// the largest N within 2 kB of ws.
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { io as socketIoClient } from "socket.io-client";
import { SERVER_NODE_FLAGS } from "../src/server/testing/server-process";
import { REALTIME_CHANNEL } from "../src/server/platform/realtime/realtime-notify";
import { type Crowd, type CrowdSocket, now, type Protocol, startCrowd } from "./support/crowd";
import { percentile, reportFigure } from "./support/figures";
import { cpuSeconds, cpuTimes, fileLimit, loadAverage } from "./support/machine";
import { insertBenchUsers, startBenchServers } from "./support/server";

const FD_SPARE = 200;
const SIZES_ASKED = (process.env.BENCH_SIZES ?? "1000,5000,10000").split(",").map(Number);
const LARGEST = Math.min(Math.max(...SIZES_ASKED), fileLimit() - FD_SPARE);
/** Largest first: the memory per idle socket is read on the first crowd, on servers that never held a bigger one. */
const SIZES = [...new Set(SIZES_ASKED.map((n) => Math.min(n, LARGEST)))].sort((a, b) => b - a);
/** Rounds counted at each N; under 100, p99 is the slowest round. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
/** Rounds fired first at each N and not counted: code compiled, buffers grown. */
const WARM_ROUNDS = 2;
const CHILDREN = Number(process.env.BENCH_CROWD ?? 4);
const GAP_MS = 200;
const TIMEOUT_MS = 10_000;
const TOPIC = "notifications";
const PROBE = fileURLToPath(new URL("./support/server-probe.mjs", import.meta.url));
const PEER_SERVER = fileURLToPath(new URL("./support/peer-server.ts", import.meta.url));
/** How often the servers' probe reports their event loop delay: short enough for a phase of a few seconds. */
const PROBE_MS = 1000;

type Probe = { at: number; loopP99: number; loopMax: number };
/** Bytes after a full garbage collection (the probe's answer to SIGUSR2). */
type Memory = { rss: number; heapUsed: number };

type System = {
  protocol: Protocol;
  label: string;
  pid: number;
  base: string;
  channel: string;
  crowd: Crowd;
  /** The server's event loop delay every PROBE_MS (bench/support/server-probe.mjs), as it arrives. */
  probes: Probe[];
  /** Waiters for the probe's next memory line. */
  memory: ((memory: Memory) => void)[];
  sockets: (count: number) => CrowdSocket[];
};

/** Milliseconds: until the last socket had it; the server's CPU meanwhile (`mainUser`: its main thread's); the crowd's. */
type Event = { ms: number | undefined; user: number; mainUser: number; system: number; crowd: number };

const figure = (measure: string, value: number, unit: string, target?: string, met?: boolean) =>
  reportFigure({ bench: "realtime-peers", measure, value, unit, target, met });

/** Collects the probe's lines from a server's stderr as they come. */
function watchProbe(child: ChildProcess, probes: Probe[], memory: ((memory: Memory) => void)[]) {
  let rest = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop()!;
    for (const line of lines) {
      if (line.startsWith('{"memory"')) memory.shift()?.(JSON.parse(line) as Memory);
      if (!line.startsWith('{"probe"')) continue;
      const { loopP99, loopMax } = JSON.parse(line) as Probe;
      probes.push({ at: now(), loopP99, loopMax });
    }
  });
}

/** A server's memory after a full garbage collection. */
function memoryOf(system: System): Promise<Memory> {
  const answer = new Promise<Memory>((resolve) => system.memory.push(resolve));
  process.kill(system.pid, "SIGUSR2");
  return answer;
}

async function startPeer(kind: "ws" | "socket.io", url: string, channel: string) {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, "--expose-gc", "--import", "tsx", "--import", PROBE, PEER_SERVER, kind, url, channel],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`the ${kind} server exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function main() {
  // The probe in Cohort's server process too (startBenchServers reads BENCH_PROBE); the peers inherit both.
  process.env.BENCH_PROBE = "1";
  process.env.BENCH_PROBE_MS = String(PROBE_MS);
  process.env.BENCH_SERVER_NODE_OPTIONS = `${process.env.BENCH_SERVER_NODE_OPTIONS ?? ""} --expose-gc`;
  const bench = await startBenchServers();
  const cohort = bench.servers[0]!;
  const peers = await Promise.all([
    startPeer("ws", bench.url, "bench_peer_ws"),
    startPeer("socket.io", bench.url, "bench_peer_socket_io"),
  ]);
  const { tokens } = await insertBenchUsers(bench.db, LARGEST + 1);
  const anonymous = (count: number) => Array.from({ length: count }, () => ({ token: undefined, topics: [] }));
  const servers: (Omit<System, "pid" | "crowd" | "probes" | "memory"> & { child: ChildProcess })[] = [
    { protocol: "ws", label: "ws (floor)", ...peers[0], channel: "bench_peer_ws", sockets: anonymous },
    { protocol: "socket.io", label: "Socket.IO", ...peers[1], channel: "bench_peer_socket_io", sockets: anonymous },
    {
      protocol: "cohort",
      label: "Cohort",
      child: cohort.child,
      base: cohort.base,
      channel: REALTIME_CHANNEL,
      sockets: (count) => tokens.slice(1, count + 1).map((token) => ({ token, topics: [TOPIC] })),
    },
  ];
  const systems: System[] = servers.map(({ child, ...rest }, i) => {
    const probes: Probe[] = [];
    const memory: System["memory"] = [];
    watchProbe(child, probes, memory);
    // Each crowd on addresses of its own: 127.0.0.20…, 127.0.0.30…, 127.0.0.40….
    const crowd = startCrowd(CHILDREN, { protocol: rest.protocol, firstAddress: 20 + 10 * i });
    return { ...rest, pid: child.pid!, crowd, probes, memory };
  });
  const loads: number[] = [];
  const sampleLoad = setInterval(() => loads.push(os.loadavg()[0]!), 5000);
  let seq = 0;
  try {
    console.log(
      `Sizes ${SIZES.join(", ")} (${fileLimit()} file descriptors per process), ${ROUNDS} rounds each, ` +
        `${CHILDREN} crowd processes per server; load average ${loadAverage()}`,
    );
    await checkSocketIoClient(systems[1]!);
    await warmUp();
    const before = await Promise.all(systems.map(memoryOf));
    for (const size of SIZES) {
      const opened = await connectAll(size);
      if (size === SIZES[0]) {
        await sleep(2000);
        reportMemory(before, await Promise.all(systems.map(memoryOf)), opened);
      }
      await measureFanout(size, opened);
      await Promise.all(systems.map((s) => s.crowd.closeAll()));
      await sleep(1000);
    }
    loads.push(os.loadavg()[0]!);
    const load = loads.reduce((sum, l) => sum + l, 0) / loads.length;
    figure(
      "the machine's load (1-minute average) during the run",
      load,
      `(min ${Math.min(...loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}; ${os.cpus().length} cores)`,
    );
  } finally {
    clearInterval(sampleLoad);
    for (const s of systems) s.crowd.stop();
    for (const peer of peers) peer.child.kill("SIGTERM");
    await bench.close();
  }

  /** Socket.IO's own client must get the very frame the crowd reads by hand, or the comparison is not fair. */
  async function checkSocketIoClient(system: System) {
    const client = socketIoClient(system.base, { transports: ["websocket"] });
    const got = new Promise<unknown>((resolve) => client.once("event", resolve));
    await new Promise<void>((resolve) => client.once("connect", () => resolve()));
    await publish(system, -1);
    const frame = await Promise.race([got, sleep(TIMEOUT_MS)]);
    client.close();
    const expected = { type: "event", topic: TOPIC, event: "bench-fanout", data: { seq: -1 } };
    if (JSON.stringify(frame) !== JSON.stringify(expected)) {
      throw new Error(`Socket.IO's client got ${JSON.stringify(frame)}, not ${JSON.stringify(expected)}`);
    }
  }

  async function warmUp() {
    // A first crowd on each server, so the baseline of the memory figure is not a cold start's.
    const warm = Math.min(1000, LARGEST);
    for (const s of systems) await s.crowd.connect(s.base, s.sockets(warm));
    for (let round = 0; round < WARM_ROUNDS; round++) for (const s of systems) await fire(s, warm);
    await Promise.all(systems.map((s) => s.crowd.closeAll()));
    await sleep(1000);
  }

  async function connectAll(size: number) {
    const opened: number[] = [];
    for (const s of systems) {
      const result = await s.crowd.connect(s.base, s.sockets(size));
      opened.push(result.open);
      if (result.failed.length) console.log(`  ${s.label}: failures, first few: ${result.failed.join("; ")}`);
    }
    console.log(`\n${size} sockets on each server: ${systems.map((s, i) => `${s.label} ${opened[i]}`).join(", ")}`);
    return opened;
  }

  function reportMemory(before: Memory[], after: Memory[], opened: number[]) {
    const perSocket = (pick: (m: Memory) => number) =>
      systems.map((_, i) => (pick(after[i]!) - pick(before[i]!)) / 1024 / opened[i]!);
    const rss = perSocket((m) => m.rss);
    const heap = perSocket((m) => m.heapUsed);
    const floor = rss[0]!;
    systems.forEach((s, i) => {
      const measure = `memory per idle socket, ${opened[i]} sockets: ${s.label}`;
      const ofHeap = `of which JS heap ${heap[i]!.toFixed(1)} KB`;
      if (s.protocol !== "cohort") return figure(measure, rss[i]!, `KB (${ofHeap})`);
      const extra = rss[i]! - floor;
      figure(
        measure,
        rss[i]!,
        `KB (${ofHeap}; ws ${floor.toFixed(1)} KB ${extra < 0 ? "-" : "+"} ${Math.abs(extra).toFixed(1)}; ` +
          `Socket.IO ${rss[1]!.toFixed(1)} KB)`,
        "within 2 KB of ws",
        extra <= 2 && opened.every((n) => n === opened[0]),
      );
    });
  }

  function publish(system: System, round: number) {
    const envelope = { kind: "event", topic: TOPIC, event: "bench-fanout", data: { seq: round } };
    return bench.db.query(`select pg_notify($1, $2)`, [system.channel, JSON.stringify(envelope)]);
  }

  /** One event to every socket of `system`'s crowd: until the last has it, with the CPU spent meanwhile. */
  async function fire(system: System, open: number): Promise<Event> {
    const round = seq++;
    let reports = 0;
    let last = 0;
    let got = 0;
    const done = new Promise<void>((resolve) => {
      system.crowd.onFanout = (r, at, count) => {
        if (r !== round) return;
        last = Math.max(last, at);
        got += count;
        if (++reports === system.crowd.children) resolve();
      };
    });
    const crowdCpu = () => system.crowd.pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    const server0 = cpuTimes(system.pid);
    const main0 = cpuTimes(system.pid, system.pid);
    const crowd0 = crowdCpu();
    const started = now();
    await publish(system, round);
    await Promise.race([done, sleep(TIMEOUT_MS)]);
    const server1 = cpuTimes(system.pid);
    const main1 = cpuTimes(system.pid, system.pid);
    return {
      ms: got === open ? last - started : undefined,
      user: (server1.user - server0.user) * 1000,
      mainUser: (main1.user - main0.user) * 1000,
      system: (server1.system - server0.system) * 1000,
      crowd: (crowdCpu() - crowd0) * 1000,
    };
  }

  async function measureFanout(size: number, opened: number[]) {
    const events: Event[][] = systems.map(() => []);
    console.log(`  load average ${loadAverage()}`);
    const phaseStart = now();
    for (let round = 0; round < WARM_ROUNDS + ROUNDS; round++) {
      // The order rotates, so no server always follows the same one.
      for (let k = 0; k < systems.length; k++) {
        const i = (round + k) % systems.length;
        const event = await fire(systems[i]!, opened[i]!);
        if (round >= WARM_ROUNDS) events[i]!.push(event);
        await sleep(GAP_MS);
      }
    }
    console.log(`  load average ${loadAverage()}`);
    const times = events.map((list) => list.flatMap((e) => (e.ms === undefined ? [] : [e.ms])));
    for (const p of [50, 99]) {
      const [floor, socketIo, ours] = times.map((list) => percentile(list, p)) as [number, number, number];
      systems.forEach((s, i) => {
        const value = percentile(times[i]!, p);
        const measure = `fan-out to ${opened[i]} sockets p${p}: ${s.label}`;
        const complete = times[i]!.length === ROUNDS && opened[i] === size;
        const counted = complete ? "" : ` (${times[i]!.length} of ${ROUNDS} rounds complete)`;
        if (s.protocol === "ws") return figure(measure, value, `ms${counted}`);
        if (s.protocol === "socket.io")
          return figure(measure, value, `ms (${(value / floor).toFixed(2)}× ws)${counted}`);
        figure(
          measure,
          value,
          `ms (${(ours / floor).toFixed(2)}× ws ${floor.toFixed(1)} ms; ` +
            `${(ours / socketIo).toFixed(2)}× Socket.IO ${socketIo.toFixed(1)} ms)${counted}`,
          "≤ 1.10× ws, < Socket.IO",
          complete && ours <= 1.1 * floor && ours < socketIo,
        );
      });
    }
    // Rounds fired next to each other share the machine's moment: their ratio is steadier than the ratio of p50s.
    const paired = (i: number) =>
      events[2]!.flatMap((e, r) => {
        const base = events[i]![r]!.ms;
        return e.ms === undefined || base === undefined ? [] : [e.ms / base];
      });
    figure(
      `fan-out to ${opened[2]} sockets: Cohort's time in % of ws's in the same round, median`,
      Math.round(100 * percentile(paired(0), 50)),
      `% (of Socket.IO's: ${Math.round(100 * percentile(paired(1), 50))} %)`,
    );
    const phaseEnd = now();
    systems.forEach((s, i) => {
      const list = events[i]!;
      const mean = (pick: (e: Event) => number) => list.reduce((sum, e) => sum + pick(e), 0) / list.length;
      // The probe's samples that cover only this phase's rounds (each covers the PROBE_MS before it).
      const probes = s.probes.filter((p) => p.at > phaseStart + PROBE_MS && p.at <= phaseEnd);
      const loopP99 = Math.max(...probes.map((p) => p.loopP99));
      const loopMax = Math.max(...probes.map((p) => p.loopMax));
      figure(
        `${size} sockets, ${s.label}: the server's kernel CPU per event`,
        mean((e) => e.system),
        `ms (user ${mean((e) => e.user).toFixed(1)} ms, main thread ${mean((e) => e.mainUser).toFixed(1)}; load generator ${mean((e) => e.crowd).toFixed(1)} ms; ` +
          `event loop delay p99 ${loopP99} ms, max ${loopMax} ms)`,
      );
    });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
