// Measures GET /api/health on the full app (helmet, request ids, error handler, zod serializer) against a bare
// Fastify route in the same run, so the figure is the platform's overhead, not the machine's speed.
import autocannon from "autocannon";
import Fastify from "fastify";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/platform/db";
import { reportFigure } from "./support/figures";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

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

  const baseline = await measure(`http://127.0.0.1:${portOf(bare)}/health`);
  const ours = await measure(`http://127.0.0.1:${portOf(app)}/api/health`);

  console.log(`GET /health, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(`  bare Fastify route : ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
  console.log(`  Cohort /api/health : ${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms`);
  console.log(`  ratio              : ${(ours.rps / baseline.rps).toFixed(2)} of the bare route`);
  reportFigure({ bench: "health", measure: "GET /api/health", value: ours.rps, unit: "req/s" });
  reportFigure({
    bench: "health",
    measure: "GET /api/health, share of a bare Fastify route",
    value: (100 * ours.rps) / baseline.rps,
    unit: "%",
  });

  await app.close();
  await bare.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
