// Measures GET /api/health on the full app (helmet, request ids, error handler, zod serializer) against a bare
// Fastify route in the same run, so the figure is the platform's overhead, not the machine's speed.
import autocannon from "autocannon";
import Fastify from "fastify";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/platform/database/db";
import { reportFigure } from "./support/figures";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function main() {
  const bare = Fastify({ logger: false });
  bare.get("/health", async () => ({ status: "ok" }));
  await bare.listen({ port: 0, host: "127.0.0.1" });

  const database = await openDatabase({});
  await database.migrate();
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" }),
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });

  const portOf = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
  // Warm both up so JIT and connection setup do not count.
  await autocannon({ url: `http://127.0.0.1:${portOf(bare)}/health`, connections: 10, duration: 2 });
  await autocannon({ url: `http://127.0.0.1:${portOf(app)}/api/health`, connections: 10, duration: 2 });

  // Alternating rounds, so a neighbour's load on this shared machine weighs on both routes alike; the share is the
  // median of the rounds' shares.
  const shares: number[] = [];
  const baselines: { rps: number; p99: number }[] = [];
  const oursRuns: { rps: number; p99: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const measureBare = () => measure(`http://127.0.0.1:${portOf(bare)}/health`);
    const measureOurs = () => measure(`http://127.0.0.1:${portOf(app)}/api/health`);
    const o = round % 2 === 0 ? undefined : await measureOurs();
    const b = await measureBare();
    const ourRun = o ?? (await measureOurs());
    baselines.push(b);
    oursRuns.push(ourRun);
    shares.push((100 * ourRun.rps) / b.rps);
  }
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const baseline = { rps: middle(baselines.map((r) => r.rps)), p99: middle(baselines.map((r) => r.p99)) };
  const ours = { rps: middle(oursRuns.map((r) => r.rps)), p99: middle(oursRuns.map((r) => r.p99)) };
  const share = middle(shares);

  console.log(`GET /health, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(`  bare Fastify route : ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
  console.log(`  Cohort /api/health : ${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms`);
  console.log(`  share, by round     : ${shares.map((x) => `${x.toFixed(0)} %`).join(", ")}`);
  reportFigure({ bench: "health", measure: "GET /api/health", value: ours.rps, unit: "req/s" });
  reportFigure({ bench: "health", measure: "baseline: a bare Fastify route", value: baseline.rps, unit: "req/s" });
  reportFigure({
    bench: "health",
    measure: `GET /api/health, share of a bare Fastify route (median of ${ROUNDS} alternating rounds)`,
    value: share,
    unit: "%",
    target: "≥ 80 %",
    met: share >= 80,
  });

  await app.close();
  await bare.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
