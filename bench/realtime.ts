// Realtime figures on PostgreSQL, with the server in its own process (as in production):
//  1. delivery latency: sender's POST /api/messages until the recipient's socket has the event,
//     with 1,000 connected sockets and 100 messages a second;
//  2. fan-out: one event on a public topic until the last of 2,000 subscribed sockets has it;
//  3. memory: the server's resident memory per idle authenticated socket, with 5,000 of them.
// Targets: delivery p99 < 50 ms; fan-out p99 < 100 ms; at most 50 KB per socket.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import WebSocket from "ws";

const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const SOCKETS_DELIVERY = Number(process.env.BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOCKETS_FANOUT = Number(process.env.BENCH_FANOUT ?? 2000);
const SOCKETS_IDLE = Number(process.env.BENCH_IDLE ?? 5000);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

type Client = { ws: WebSocket; onEvent?: (frame: { event: string; data: { id?: string; seq?: number } }) => void };

async function connect(base: string, token: string, topic: string | null): Promise<Client> {
  const client: Client = {
    ws: new WebSocket(`${base.replace("http", "ws")}/api/realtime`, { headers: { authorization: `Bearer ${token}` } }),
  };
  await new Promise<void>((resolve, reject) => {
    client.ws.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as { type: string; topic?: string; event: string; data: never };
      if (frame.type === "ready") {
        if (!topic) return resolve();
        client.ws.send(JSON.stringify({ type: "subscribe", topic }));
      } else if (frame.type === "subscribed") resolve();
      else if (frame.type === "error") reject(new Error(JSON.stringify(frame)));
      else if (frame.type === "event") client.onEvent?.(frame);
    });
    client.ws.once("error", reject);
  });
  return client;
}

async function connectMany(base: string, tokens: string[], topicOf: (i: number) => string | null) {
  const clients: Client[] = [];
  for (let i = 0; i < tokens.length; i += 200) {
    clients.push(...(await Promise.all(tokens.slice(i, i + 200).map((t, j) => connect(base, t, topicOf(i + j))))));
  }
  return clients;
}

async function main() {
  const dbName = `cohort_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    for (let i = 0; i < 600; i++) {
      if (
        await fetch(`${base}/api/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(100);
    }
    await db.connect();
    const total = Math.max(SOCKETS_DELIVERY, SOCKETS_FANOUT, SOCKETS_IDLE);
    // Accounts and sessions written straight into the database: hashing thousands of passwords is not what we measure.
    const ids = Array.from({ length: total + 1 }, (_, i) => `bench-user-${i}`);
    const tokens = ids.map(() => randomBytes(24).toString("base64url"));
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = ids.slice(i, i + 1000);
      await db.query(
        `insert into users (id, name, email, email_verified, role) select id, 'Bench ' || id, id || '@bench.example', true, case when id = 'bench-user-0' then 'admin' else 'student' end from unnest($1::text[]) as id`,
        [chunk],
      );
      await db.query(
        `insert into sessions (id, token, user_id, expires_at) select 's-' || u, t, u, now() + interval '1 day' from unnest($1::text[], $2::text[]) as x(u, t)`,
        [chunk, tokens.slice(i, i + 1000)],
      );
    }
    const senderToken = tokens[0]!;

    // 1. Delivery latency.
    const recipients = await connectMany(base, tokens.slice(1, SOCKETS_DELIVERY + 1), (i) => `user:${ids[i + 1]}`);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const pending = new Map<string, number>();
    for (const r of recipients) {
      r.onEvent = (frame) => {
        if (frame.event !== "message" || !frame.data.id) return;
        const start = sentAt.get(frame.data.id) ?? pending.get(frame.data.id);
        if (start !== undefined) latencies.push(performance.now() - start);
        else pending.set(frame.data.id, performance.now());
      };
    }
    const sends: Promise<void>[] = [];
    const count = RATE * SECONDS;
    const startAll = performance.now();
    for (let i = 0; i < count; i++) {
      const due = startAll + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const recipientId = ids[1 + (i % SOCKETS_DELIVERY)]!;
      const started = performance.now();
      sends.push(
        fetch(`${base}/api/messages`, {
          method: "POST",
          headers: { authorization: `Bearer ${senderToken}`, "content-type": "application/json" },
          body: JSON.stringify({ recipientId, content: `bench message ${i}` }),
        }).then(async (res) => {
          const body = (await res.json()) as { message: { id: string } };
          // The event can beat the POST's answer: then it waited in `pending` with its arrival time.
          const arrived = pending.get(body.message.id);
          if (arrived !== undefined) latencies.push(arrived - started);
          else sentAt.set(body.message.id, started);
        }),
      );
    }
    await Promise.all(sends);
    await sleep(500);
    console.log(`Delivery: ${count} messages at ${RATE}/s to ${SOCKETS_DELIVERY} connected sockets (PostgreSQL)`);
    console.log(
      `  delivered ${latencies.length}/${count}; p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (target p99 < 50 ms)`,
    );
    for (const r of recipients) r.ws.close();

    // 2. Fan-out to one public topic ("notifications" is public; published through pg_notify as the server does).
    const fans = await connectMany(base, tokens.slice(1, SOCKETS_FANOUT + 1), () => "notifications");
    const fanoutTimes: number[] = [];
    for (let round = 0; round < 20; round++) {
      let got = 0;
      const started = performance.now();
      const done = new Promise<void>((resolve) => {
        for (const f of fans) {
          f.onEvent = (frame) => {
            if (frame.data.seq === round && ++got === fans.length) resolve();
          };
        }
      });
      await db.query(`select pg_notify('cohort_realtime', $1)`, [
        JSON.stringify({ kind: "event", topic: "notifications", event: "bench", data: { seq: round } }),
      ]);
      await done;
      fanoutTimes.push(performance.now() - started);
    }
    console.log(`Fan-out: one event to ${SOCKETS_FANOUT} sockets, 20 rounds`);
    console.log(
      `  until the last socket: p50 ${percentile(fanoutTimes, 50).toFixed(1)} ms, p99 ${percentile(fanoutTimes, 99).toFixed(1)} ms (target p99 < 100 ms)`,
    );
    for (const f of fans) f.ws.close();
    await sleep(1000);

    // 3. Memory per idle authenticated socket.
    if (global.gc) global.gc();
    const before = rssKb(server.pid!);
    const idle = await connectMany(base, tokens.slice(1, SOCKETS_IDLE + 1), (i) => `user:${ids[i + 1]}`);
    await sleep(2000);
    const after = rssKb(server.pid!);
    console.log(`Memory: ${SOCKETS_IDLE} idle authenticated sockets, each following its user topic`);
    console.log(
      `  server RSS ${(before / 1024).toFixed(0)} MB -> ${(after / 1024).toFixed(0)} MB: ${((after - before) / SOCKETS_IDLE).toFixed(1)} KB per socket (target <= 50 KB)`,
    );
    for (const c of idle) c.ws.close();
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
