// Our session lookup (platform/auth/session-lookup.ts) against better-auth's getSession, side by side in one run, on
// PGlite and on PostgreSQL: the same app and the same signed-in session ask for GET /api/accounts/me, in rounds that
// alternate between the two, so the machine's mood weighs on both alike.
//
// The app sends to getSession every request that carries a "don't remember me" cookie (session-lookup.ts returns
// null for it). Given an unsigned value, better-auth reads no such cookie and takes its ordinary path, the one a
// switch to getSession alone would take; the other requests carry a neutral cookie of the same size instead.
import http from "node:http";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { ensureBaseRows } from "../src/server/db/bootstrap";
import { ensureAdmin } from "../src/server/features/accounts/ensure-admin";
import { type Database, openDatabase } from "../src/server/platform/database/db";
import { createScratchDatabase, LOCAL_POSTGRES_URL } from "../src/server/testing/server-process";
import { percentile, reportFigure } from "./support/figures";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const REQUESTS_PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTGRES_URL = process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL;
const ADMIN = { email: "bench-admin@riverside.example", password: "Bench-Admin-Pass-2026" };

type Lookup = "ours" | "better-auth";
type Sample = { latenciesMs: number[]; seconds: number };

async function signedInApp(database: Database) {
  await database.migrate();
  const config = loadConfig({
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const school = await ensureBaseRows(database.db, config);
  await ensureAdmin(database.db, { ...ADMIN, schoolId: school.id });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const signIn = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: config.publicUrl, "content-type": "application/json" },
    payload: ADMIN,
  });
  const session = signIn.cookies.find((c) => c.name.endsWith("session_token"));
  if (!session) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const context = await app.auth.$context;
  const dontRemember = context.authCookies.dontRememberToken.name;
  const sessionCookie = `${session.name}=${session.value}`;
  const cookies: Record<Lookup, string> = {
    ours: `${sessionCookie}; ${dontRemember.replace("dont_remember", "bench_other")}=1`,
    "better-auth": `${sessionCookie}; ${dontRemember}=1`,
  };
  const port = (app.server.address() as { port: number }).port;
  return { app, port, cookies };
}

function get(agent: http.Agent, port: number, cookie: string): Promise<number> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/api/accounts/me", agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on("end", () => {
        if (res.statusCode !== 200) reject(new Error(`GET /api/accounts/me answered ${res.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    req.on("error", reject);
  });
}

/** `count` requests over `CONNECTIONS` keep-alive connections; each connection sends its next when one returns. */
async function round(agent: http.Agent, port: number, cookie: string, count: number): Promise<Sample> {
  const latenciesMs: number[] = [];
  let left = count;
  const started = process.hrtime.bigint();
  const connection = async () => {
    while (left-- > 0) latenciesMs.push(await get(agent, port, cookie));
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  return { latenciesMs, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

async function compare(label: string, database: Database) {
  const { app, port, cookies } = await signedInApp(database);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    // Warm both paths up, so JIT, prepared statements and connections do not count.
    for (const lookup of ["ours", "better-auth"] as const) await round(agent, port, cookies[lookup], 500);
    const samples: Record<Lookup, Sample[]> = { ours: [], "better-auth": [] };
    for (let i = 0; i < ROUNDS; i++) {
      // Each round swaps who goes first.
      const order: Lookup[] = i % 2 === 0 ? ["ours", "better-auth"] : ["better-auth", "ours"];
      for (const lookup of order) samples[lookup].push(await round(agent, port, cookies[lookup], REQUESTS_PER_ROUND));
    }
    const summary = (lookup: Lookup) => {
      const latencies = samples[lookup].flatMap((s) => s.latenciesMs);
      const seconds = samples[lookup].reduce((sum, s) => sum + s.seconds, 0);
      return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
    };
    const ours = summary("ours");
    const library = summary("better-auth");
    console.log(`${label}: GET /api/accounts/me, ${CONNECTIONS} connections, ${ROUNDS} × ${REQUESTS_PER_ROUND} each`);
    for (const [name, s] of [
      ["our lookup     ", ours],
      ["better-auth's  ", library],
    ] as const) {
      console.log(`  ${name}: ${s.rps.toFixed(0)} req/s, p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms`);
    }
    const gain = 100 * (ours.rps / library.rps - 1);
    console.log(`  our lookup's gain: ${gain.toFixed(1)} % more requests per second`);
    const figure = (measure: string, value: number, unit: string) =>
      reportFigure({ bench: "session", measure: `${label}: ${measure}`, value, unit });
    figure("our lookup", ours.rps, "req/s");
    figure("better-auth's getSession", library.rps, "req/s");
    figure("our lookup p50", ours.p50, "ms");
    figure("our lookup p99", ours.p99, "ms");
    figure("better-auth's getSession p50", library.p50, "ms");
    figure("better-auth's getSession p99", library.p99, "ms");
    figure("our lookup's gain", gain, "%");
  } finally {
    agent.destroy();
    await app.close();
  }
}

async function main() {
  const pglite = await openDatabase({});
  try {
    await compare("PGlite", pglite);
  } finally {
    await pglite.close();
  }
  const scratch = await createScratchDatabase(POSTGRES_URL, "cohort_bench");
  const postgres = await openDatabase({ databaseUrl: scratch.url });
  try {
    await compare("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
