// A server restart with 1,000 connected sockets: how the browsers' reconnects spread over time, and how long until
// every socket follows its topic again. Each socket is the browser's own RealtimeClient (src/web/lib), over `ws`
// with a bearer token, so the backoff rule (full jitter) and the catch-up on "subscribed" are the ones the app ships.
// The server runs in its own process on a scratch PostgreSQL database (DATABASE_URL's server, else the local one);
// it is stopped with SIGTERM (sockets closed with "going away") and started again on the same port.
import { randomBytes } from "node:crypto";
import pg from "pg";
import WebSocket from "ws";
import { openDatabase } from "../src/server/platform/database/db";
import { withDatabaseName } from "../src/server/testing/test-database";
import {
  freePort,
  insertBearerUsers,
  startServerProcess,
  stopServerProcess,
} from "../src/server/testing/server-process";
import { RealtimeClient } from "../src/web/lib/realtime-client";

const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const RECOVERY_LIMIT_MS = Number(process.env.BENCH_RECOVERY_LIMIT_MS ?? 120_000);
const BUCKET_MS = 100;

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Waits until `done()` holds, checking every 20 ms; false when `limitMs` passed first. */
async function until(done: () => boolean, limitMs: number) {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > limitMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

function histogram(times: number[], from: number) {
  const buckets = new Map<number, number>();
  for (const t of times) {
    if (t < from) continue;
    const bucket = Math.floor((t - from) / BUCKET_MS);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
  }
  return buckets;
}

async function main() {
  const databaseName = `cohort_bench_reconnect_${randomBytes(4).toString("hex")}`;
  const databaseUrl = withDatabaseName(SERVER_URL, databaseName);
  await adminQuery(`create database ${databaseName}`);
  const port = await freePort();
  const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" };
  let server = await startServerProcess(port, env);
  const clients: RealtimeClient[] = [];
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    const users = await insertBearerUsers(database.db, SOCKETS, "student", "reconnect");
    await database.close();

    const attempts: number[] = [];
    const subscribedAt = new Array<number>(SOCKETS).fill(0);
    const wsUrl = `${server.base.replace(/^http/, "ws")}/api/realtime`;
    for (const [i, user] of users.entries()) {
      const client = new RealtimeClient({
        url: wsUrl,
        createSocket: (url) => {
          attempts.push(performance.now());
          return new WebSocket(url, { headers: { authorization: `Bearer ${user.token}` } }) as never;
        },
      });
      client.subscribe(
        `user:${user.id}`,
        () => undefined,
        () => (subscribedAt[i] = performance.now()),
      );
      clients.push(client);
    }
    const connectStarted = performance.now();
    for (let i = 0; i < clients.length; i += 200) {
      for (const client of clients.slice(i, i + 200)) client.start();
      await until(() => subscribedAt.slice(i, i + 200).every((t) => t > 0), 30_000);
    }
    if (!subscribedAt.every((t) => t > 0)) throw new Error("not every socket subscribed before the restart");
    console.log(
      `${SOCKETS} sockets connected and subscribed in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`,
    );

    // The restart.
    const restartAt = performance.now();
    subscribedAt.fill(0);
    await stopServerProcess(server, "SIGTERM");
    const stoppedAt = performance.now();
    server = await startServerProcess(port, env);
    const readyAt = performance.now();
    const recovered = await until(() => subscribedAt.every((t) => t > 0), RECOVERY_LIMIT_MS);
    const backCount = subscribedAt.filter((t) => t > 0).length;
    const lastBack = Math.max(...subscribedAt);

    const tried = histogram(attempts, restartAt);
    const back = histogram(
      subscribedAt.filter((t) => t > 0),
      restartAt,
    );
    const lastBucket = Math.max(...tried.keys(), ...back.keys());
    console.log(`\nServer restart (SIGTERM, then a new process on the same port and database)`);
    console.log(
      `  stopped after ${((stoppedAt - restartAt) / 1000).toFixed(2)} s; ready again at +${((readyAt - restartAt) / 1000).toFixed(2)} s`,
    );
    console.log(`\n  Per second since the restart: its ten ${BUCKET_MS} ms buckets of connection attempts, then of`);
    console.log("  sockets subscribed again (quiet seconds left out)");
    const perSecond = 1000 / BUCKET_MS;
    for (let second = 0; second * perSecond <= lastBucket; second++) {
      const slice = (buckets: Map<number, number>) =>
        Array.from({ length: perSecond }, (_, k) => buckets.get(second * perSecond + k) ?? 0);
      const a = slice(tried);
      const b = slice(back);
      if (a.every((n) => n === 0) && b.every((n) => n === 0)) continue;
      const cells = (counts: number[]) => counts.map((n) => String(n).padStart(3)).join(" ");
      console.log(`  +${String(second).padStart(3)} s  attempts ${cells(a)}  | subscribed ${cells(b)}`);
    }
    const attemptsAfter = attempts.filter((t) => t >= restartAt).length;
    console.log(
      `\n  attempts: ${attemptsAfter} in all (${(attemptsAfter / SOCKETS).toFixed(1)} per socket), ` +
        `at most ${Math.max(...tried.values())} in one ${BUCKET_MS} ms bucket`,
    );
    console.log(`  subscribed again: at most ${Math.max(...back.values())} in one ${BUCKET_MS} ms bucket`);
    console.log(
      recovered
        ? `  all ${SOCKETS} sockets subscribed again: full recovery ${((lastBack - restartAt) / 1000).toFixed(2)} s after ` +
            `the restart began, ${((lastBack - readyAt) / 1000).toFixed(2)} s after the new server was ready`
        : `  NOT RECOVERED: ${backCount} of ${SOCKETS} sockets subscribed again within ${RECOVERY_LIMIT_MS / 1000} s`,
    );
    if (!recovered) process.exitCode = 1;
  } finally {
    for (const client of clients) client.stop();
    await stopServerProcess(server, "SIGTERM");
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
