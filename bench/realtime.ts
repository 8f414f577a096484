// Realtime figures on PostgreSQL, with the server in its own process (as in production):
//  1. delivery latency: sender's POST /api/messages until the recipient's socket has the event,
//     with 1,000 connected sockets and 100 messages a second;
//  2. fan-out: one event on a public topic until the last of 2,000 subscribed sockets has it;
//  3. memory: the server's resident memory per idle authenticated socket, with 5,000 of them.
// Targets: delivery p99 < 50 ms; fan-out p99 < 100 ms; at most 50 KB per socket.
import { setTimeout as sleep } from "node:timers/promises";
import WebSocket from "ws";
import { percentile, reportFigure } from "./support/figures";
import { insertBenchUsers, rssKb, startBenchServers } from "./support/server";

const SOCKETS_DELIVERY = Number(process.env.BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOCKETS_FANOUT = Number(process.env.BENCH_FANOUT ?? 2000);
const SOCKETS_IDLE = Number(process.env.BENCH_IDLE ?? 5000);

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
  const bench = await startBenchServers();
  const server = bench.servers[0]!.child;
  const base = bench.servers[0]!.base;
  const db = bench.db;
  try {
    const total = Math.max(SOCKETS_DELIVERY, SOCKETS_FANOUT, SOCKETS_IDLE);
    const { ids, tokens } = await insertBenchUsers(db, total + 1);
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
    const deliveryP99 = percentile(latencies, 99);
    reportFigure({
      bench: "realtime",
      measure: `message delivery p99, ${SOCKETS_DELIVERY} sockets at ${RATE} msg/s`,
      value: deliveryP99,
      unit: "ms",
      target: "< 50 ms",
      met: deliveryP99 < 50,
    });
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
    const fanoutP99 = percentile(fanoutTimes, 99);
    reportFigure({
      bench: "realtime",
      measure: `fan-out to ${SOCKETS_FANOUT} sockets p99`,
      value: fanoutP99,
      unit: "ms",
      target: "< 100 ms",
      met: fanoutP99 < 100,
    });
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
    const perSocket = (after - before) / SOCKETS_IDLE;
    reportFigure({
      bench: "realtime",
      measure: "server memory per idle socket",
      value: perSocket,
      unit: "KB",
      target: "≤ 50 KB",
      met: perSocket <= 50,
    });
    for (const c of idle) c.ws.close();
  } finally {
    await bench.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
