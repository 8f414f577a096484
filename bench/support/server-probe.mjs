// Loaded into a benchmark's server process with `--import` (BENCH_PROBE=1): every 5 s (BENCH_PROBE_MS) it prints to stderr the
// event loop's delay (p99, max) and how long requests waited for a connection of the PostgreSQL pool, so a slow
// figure can be traced to a blocked loop or an exhausted pool without changing the server.
import fs from "node:fs";
import inspector from "node:inspector";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import pg from "pg";

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let waits = [];
let waiting = 0;
const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function (callback) {
  const started = performance.now();
  waiting = Math.max(waiting, this.waitingCount);
  const done = () => waits.push(performance.now() - started);
  if (callback) {
    return connect.call(this, (err, client, release) => {
      done();
      callback(err, client, release);
    });
  }
  return connect.call(this).then((client) => {
    done();
    return client;
  });
};
const p = (list, q) => (list.length ? list.sort((a, b) => a - b)[Math.floor(q * (list.length - 1))] : 0);
setInterval(
  () => {
    const line = {
      probe: process.pid,
      loopP99: Math.round(loop.percentile(99) / 1e6),
      loopMax: Math.round(loop.max / 1e6),
      poolWaitP99: Math.round(p(waits, 0.99)),
      poolWaitMax: Math.round(p(waits, 1)),
      poolCheckouts: waits.length,
      maxWaiting: waiting,
    };
    process.stderr.write(`${JSON.stringify(line)}\n`);
    loop.reset();
    waits = [];
    waiting = 0;
  },
  Number(process.env.BENCH_PROBE_MS ?? 5000),
).unref();

// With --expose-gc, SIGUSR2 collects the garbage and prints the memory left, so a figure of memory per socket reads
// what the sockets hold rather than where the collector happened to be.
if (globalThis.gc) {
  process.on("SIGUSR2", () => {
    globalThis.gc();
    const { rss, heapUsed } = process.memoryUsage();
    process.stderr.write(`${JSON.stringify({ memory: process.pid, rss, heapUsed })}\n`);
  });
}

// BENCH_CPU_PROF=<folder>: a CPU profile of the whole run, written when the process exits (`--cpu-prof` itself is
// not allowed in NODE_OPTIONS). The in-process inspector session answers synchronously, so 'exit' can write it.
if (process.env.BENCH_CPU_PROF) {
  const session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.start");
  process.on("exit", () => {
    session.post("Profiler.stop", (err, { profile }) => {
      if (err) return;
      fs.mkdirSync(process.env.BENCH_CPU_PROF, { recursive: true });
      const file = path.join(process.env.BENCH_CPU_PROF, `server-${process.pid}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
    });
  });
}
