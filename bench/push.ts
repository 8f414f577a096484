// Web Push at school scale (issue 26): an admin sends one school-wide notification through the real route
// (POST /api/admin/notifications) to 10,000 subscribed devices, with the server in its own process (as in
// production) and a loopback push service in this process standing in for the browser vendors'. Measured: the time
// from the request until the push service has accepted the last (10,000th) push; and, meanwhile, the p99 of a steady
// stream of requests to the app (GET /api/health, the public GET /api/notifications/active and a signed-in
// GET /api/push/devices), target < 200 ms. The baseline is the same stream's p99 in the same run with no push going on.
//
// Setup is written straight into the database: 10,000 students, each with a session and one device. Encryption needs
// real P-256 keys, so a few browsers' key pairs are made (node:crypto ECDH, prime256v1) and shared by the devices,
// each with its own endpoint path on the push service. The push service only counts (one accepted push per device,
// none twice) and keeps the bodies of a sample, which it decrypts and whose VAPID signature it checks at the end.
//
// The load is open-loop: requests leave on a schedule, not when the previous one answered, so a slow server shows in
// the figure instead of slowing the client down. The client shares this process with the push service; the event
// loop delay of this process is printed so a busy client can be told apart from a slow server.
//
// PostgreSQL (DATABASE_URL, default the local test server) in a throwaway database; `--pglite` runs the server on
// the embedded PGlite instead (seeded in a temporary DATA_DIR before it starts). BENCH_PUSH_DEVICES (10,000),
// BENCH_PUSH_RATE (requests a second, 60), BENCH_PUSH_BASELINE_S (10).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { ensureBaseRows } from "../src/server/db/bootstrap";
import { openDatabase } from "../src/server/platform/database/db";
import { signedBearerToken } from "../src/server/platform/auth/session-lookup";
import { checkVapid, type FakeBrowser, fakeBrowser } from "../src/server/testing/fake-push-service";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "../src/server/testing/server-process";
import { now } from "./support/crowd";
import { percentile, reportFigure } from "./support/figures";
import { cpuSeconds, loadAverage } from "./support/machine";
import { startBenchServers } from "./support/server";

const DEVICES = Number(process.env.BENCH_PUSH_DEVICES ?? 10_000);
const RATE = Number(process.env.BENCH_PUSH_RATE ?? 60);
const BASELINE_S = Number(process.env.BENCH_PUSH_BASELINE_S ?? 10);
const WARM_UP_S = 3;
const KEY_PAIRS = 8;
/** Every this many devices, the push service keeps the body to decrypt and check. */
const SAMPLE_EVERY = 1000;
const P99_TARGET_MS = 200;
const GIVE_UP_MS = 15 * 60_000;
const TITLE = "Fire drill at 10:00";
const MESSAGE = "Leave by the nearest exit and meet on the sports field.";

/** The loopback push service: counts what it accepts (201), per device, and keeps a sample of bodies. */
async function startPushSink(devices: number) {
  const counts = new Uint8Array(devices);
  const samples = new Map<number, { authorization: string | undefined; body: Buffer }>();
  const state = { accepted: 0, duplicates: 0, strangers: 0, firstAt: NaN, lastAt: NaN };
  let allAccepted: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allAccepted = resolve));
  const server = http.createServer((req, res) => {
    const device = Number(/^\/d\/(\d+)$/.exec(req.url ?? "")?.[1] ?? NaN);
    const sampled = device % SAMPLE_EVERY === 0;
    const chunks: Buffer[] = [];
    if (sampled) req.on("data", (chunk: Buffer) => chunks.push(chunk));
    else req.resume();
    req.on("end", () => {
      if (!(device >= 0 && device < devices)) {
        state.strangers += 1;
        res.writeHead(404).end();
        return;
      }
      const at = now();
      if (counts[device]! > 0) state.duplicates += 1;
      else {
        state.accepted += 1;
        if (state.accepted === 1) state.firstAt = at;
        if (state.accepted === devices) {
          state.lastAt = at;
          allAccepted();
        }
      }
      counts[device] = Math.min(255, counts[device]! + 1);
      if (sampled) samples.set(device, { authorization: req.headers.authorization, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    state,
    samples,
    done,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The setup as plain SQL (no parameters), so the same text seeds PostgreSQL and PGlite. */
function seedStatements(origin: string, browsers: FakeBrowser[], tokens: { admin: string; reader: string }) {
  const array = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(", ")}]`;
  const p256dh = array(browsers.map((b) => b.subscription.keys.p256dh));
  const auth = array(browsers.map((b) => b.subscription.keys.auth));
  const school = "(select min(id) from schools)";
  const last = DEVICES - 1;
  return [
    `insert into users (id, name, email, email_verified, role, school_id)
     select 'push-user-' || i, 'Student ' || i, 'push-user-' || i || '@bench.example', true, 'student', ${school}
     from generate_series(0, ${last}) as i`,
    `insert into users (id, name, email, email_verified, role, school_id)
     values ('push-admin', 'Bench Admin', 'push-admin@bench.example', true, 'admin', ${school})`,
    `insert into sessions (id, token, user_id, expires_at)
     select 's-push-user-' || i, case when i = 0 then '${tokens.reader}' else 'push-token-' || i end,
            'push-user-' || i, now() + interval '1 day'
     from generate_series(0, ${last}) as i`,
    `insert into sessions (id, token, user_id, expires_at)
     values ('s-push-admin', '${tokens.admin}', 'push-admin', now() + interval '1 day')`,
    `insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth, label)
     select 'push-user-' || i, 's-push-user-' || i, '${origin}/d/' || i,
            (${p256dh})[1 + i % ${browsers.length}], (${auth})[1 + i % ${browsers.length}], 'Bench device'
     from generate_series(0, ${last}) as i`,
    "analyze",
  ];
}

type Started = { server: ServerProcess; close(): Promise<void> };

/** The server on a throwaway PostgreSQL database, seeded once it has migrated it. */
async function onPostgres(env: Record<string, string>, seed: string[]): Promise<Started> {
  const bench = await startBenchServers(env);
  try {
    for (const statement of seed) await bench.db.query(statement);
  } catch (err) {
    await bench.close();
    throw err;
  }
  return { server: bench.servers[0]!, close: () => bench.close() };
}

/** The server on PGlite in a temporary DATA_DIR, migrated and seeded from here before it starts. */
async function onPglite(env: Record<string, string>, seed: string[]): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-bench-push-"));
  try {
    const config = loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", DATA_DIR: dataDir });
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "pgdata") });
    try {
      await database.migrate();
      await ensureBaseRows(database.db, config);
      for (const statement of seed) await database.db.execute(sql.raw(statement));
    } finally {
      await database.close();
    }
    const server = await startServerProcess(await freePort(), { ...env, DATA_DIR: dataDir });
    return {
      server,
      close: async () => {
        await stopServerProcess(server);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

type Route = { name: string; url: string; token?: string };
/** One answered request: its route, when it left, and its time to the last byte. */
type Latency = { route: string; at: number; ms: number };

/**
 * Requests to the app at `rate` a second, open-loop, round-robin over `routes`, until `stop()`; each one's time to
 * its last byte. Kept-alive connections, as a browser keeps them.
 */
function steadyLoad(base: string, routes: Route[], rate: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: Latency[] = [];
  const errors: string[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = now();
  let sent = 0;
  const send = (route: Route) => {
    const t0 = now();
    const request = new Promise<void>((resolve) => {
      const req = http.get(
        `${base}${route.url}`,
        { agent, headers: route.token ? { authorization: `Bearer ${route.token}` } : {} },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode! >= 400) errors.push(`${route.name}: ${res.statusCode}`);
            else latencies.push({ route: route.name, at: t0, ms: now() - t0 });
            resolve();
          });
        },
      );
      req.on("error", (err) => {
        errors.push(`${route.name}: ${String(err)}`);
        resolve();
      });
    });
    inFlight.add(request);
    void request.then(() => inFlight.delete(request));
  };
  // A short timer that sends whatever is due: a late tick sends the requests it owes at once.
  const timer = setInterval(() => {
    const due = Math.floor(((now() - started) / 1000) * rate);
    while (sent < due) send(routes[sent++ % routes.length]!);
  }, 2);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      agent.destroy();
      return { latencies, errors };
    },
  };
}

function describe(label: string, result: { latencies: Latency[]; errors: string[] }) {
  const all = result.latencies.map((l) => l.ms);
  const routes = [...new Set(result.latencies.map((l) => l.route))];
  const perRoute = routes
    .map((r) => {
      const ms = result.latencies.filter((l) => l.route === r).map((l) => l.ms);
      return `${r} p99 ${percentile(ms, 99).toFixed(0)} ms`;
    })
    .join(", ");
  console.log(
    `  ${label}: ${all.length} requests, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(0)} ` +
      `ms, max ${Math.max(...all).toFixed(0)} ms, ${result.errors.length} errors (${perRoute})`,
  );
  if (result.errors.length) console.log(`    first errors: ${result.errors.slice(0, 3).join("; ")}`);
  return percentile(all, 99);
}

async function main() {
  const { values } = parseArgs({ options: { pglite: { type: "boolean", default: false } } });
  const backend = values.pglite ? "PGlite" : "PostgreSQL";
  console.log(
    `A school-wide notification to ${DEVICES.toLocaleString("en")} devices on ${backend}, with ${RATE} requests/s ` +
      `to the app. The machine is shared: load average ${loadAverage()}.`,
  );
  const sink = await startPushSink(DEVICES);
  const browsers = Array.from({ length: KEY_PAIRS }, () => fakeBrowser(""));
  const secret = randomBytes(32).toString("base64url");
  const sessionTokens = { admin: randomBytes(24).toString("base64url"), reader: randomBytes(24).toString("base64url") };
  const env = { PUSH_ALLOW_HTTP_ENDPOINTS: "1", SESSION_SECRET: secret };
  const seedStarted = performance.now();
  const seed = seedStatements(sink.origin, browsers, sessionTokens);
  const started = values.pglite ? await onPglite(env, seed) : await onPostgres(env, seed);
  const { server } = started;
  console.log(`  server up and seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  const admin = signedBearerToken(sessionTokens.admin, secret);
  const reader = signedBearerToken(sessionTokens.reader, secret);
  const routes: Route[] = [
    { name: "GET /api/health", url: "/api/health" },
    { name: "GET /api/notifications/active", url: "/api/notifications/active" },
    { name: "GET /api/push/devices", url: "/api/push/devices", token: reader },
  ];
  try {
    // Warm-up (JIT, connections), then the baseline: the same stream with no push going on.
    const warmUp = steadyLoad(server.base, routes, RATE);
    await sleep(WARM_UP_S * 1000);
    await warmUp.stop();
    const baselineLoad = steadyLoad(server.base, routes, RATE);
    await sleep(BASELINE_S * 1000);
    const baseline = await baselineLoad.stop();

    // The notification, with the same stream running from a second before it until the last push is accepted.
    const load = steadyLoad(server.base, routes, RATE);
    await sleep(1000);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = cpuSeconds(server.child.pid!);
    const sentAt = now();
    const res = await fetch(`${server.base}/api/admin/notifications`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ title: TITLE, message: MESSAGE, type: "warning" }),
    });
    const answeredMs = now() - sentAt;
    if (res.status !== 201) throw new Error(`the notification failed: ${res.status} ${await res.text()}`);
    let giveUp: NodeJS.Timeout | undefined;
    const progress = setInterval(
      () => console.log(`    ${sink.state.accepted} pushes accepted after ${((now() - sentAt) / 1000).toFixed(0)} s`),
      10_000,
    );
    try {
      await Promise.race([
        sink.done,
        new Promise((_, reject) => {
          giveUp = setTimeout(
            () => reject(new Error(`only ${sink.state.accepted} of ${DEVICES} pushes after ${GIVE_UP_MS} ms`)),
            GIVE_UP_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(giveUp);
      clearInterval(progress);
    }
    const during = await load.stop();
    loop.disable();
    const cpu = cpuSeconds(server.child.pid!) - cpuBefore;
    const lastMs = sink.state.lastAt - sentAt;
    const firstMs = sink.state.firstAt - sentAt;
    // Only the requests that left while the pushes were going out count.
    const window = {
      latencies: during.latencies.filter((l) => l.at >= sentAt && l.at <= sink.state.lastAt),
      errors: during.errors,
    };

    // A little after the last, no push may come twice.
    await sleep(1000);
    if (sink.state.duplicates || sink.state.strangers) {
      throw new Error(`${sink.state.duplicates} pushes came twice, ${sink.state.strangers} to unknown addresses`);
    }
    let checked = 0;
    for (const [device, sample] of sink.samples) {
      checkVapid(sample.authorization, sink.origin);
      const payload = JSON.parse(browsers[device % KEY_PAIRS]!.decrypt(sample.body)) as { title: string; body: string };
      if (payload.title !== TITLE || payload.body !== MESSAGE) throw new Error(`device ${device}: ${payload.title}`);
      checked += 1;
    }

    console.log(
      `  POST /api/admin/notifications answered in ${answeredMs.toFixed(0)} ms; first push accepted after ` +
        `${firstMs.toFixed(0)} ms, the last (${DEVICES.toLocaleString("en")}th) after ${lastMs.toFixed(0)} ms ` +
        `(${((DEVICES / lastMs) * 1000).toFixed(0)} pushes/s); server CPU ${cpu.toFixed(1)} s meanwhile; ` +
        `${checked} sampled pushes decrypted, VAPID checked`,
    );
    const baselineP99 = describe("baseline, no push", baseline);
    const duringP99 = describe("while pushing", window);
    // When the slowest left, counted from the notification: a stall shows as one moment, a busy server as many.
    const slowest = [...window.latencies].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      `  slowest while pushing: ${slowest.map((l) => `${l.ms.toFixed(0)} ms at +${((l.at - sentAt) / 1000).toFixed(1)} s`).join(", ")}`,
    );
    console.log(
      `  this process's event loop delay while pushing (client and push service): p99 ` +
        `${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms; load average ${loadAverage()}`,
    );
    if (baseline.errors.length || during.errors.length) throw new Error("requests to the app failed");

    const figure = { bench: "push" } as const;
    const n = DEVICES.toLocaleString("en");
    reportFigure({
      ...figure,
      measure: `${backend}: a school-wide notification to ${n} devices, time until the last push is accepted`,
      value: Math.round(lastMs),
      unit: "ms",
    });
    reportFigure({
      ...figure,
      measure: `${backend}: pushes accepted a second`,
      value: Math.round((DEVICES / lastMs) * 1000),
      unit: "/s",
    });
    reportFigure({
      ...figure,
      measure: `${backend}: requests to the app while pushing, p99 (${RATE}/s, ${window.latencies.length} requests)`,
      value: Math.round(duringP99),
      unit: "ms",
      target: `< ${P99_TARGET_MS} ms`,
      met: duringP99 < P99_TARGET_MS,
    });
    reportFigure({
      ...figure,
      measure: `${backend}: baseline, the same requests with no push going on, p99`,
      value: Math.round(baselineP99),
      unit: "ms",
    });
  } finally {
    await started.close();
    await sink.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
