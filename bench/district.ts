// A district's morning on PostgreSQL: 10,000 students each load the dashboard (session, today's schedule, active
// notifications, conversations, unread count) within one minute, then hold their realtime socket open, while 200
// messages and 50 scoreboard updates flow. The server runs as BENCH_PROCESSES processes (default 2) on one
// PostgreSQL, students spread over them as a load balancer would; this process is the students' side.
// Printed: requests per second, p50/p95/p99 per endpoint, error rate, socket figures, event delivery and the
// servers' memory. Targets: error rate 0, p99 under 200 ms for every endpoint.
//   DATABASE_URL (default the local server) names the PostgreSQL server; a throwaway database is used.
import http from "node:http";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import WebSocket from "ws";
import { percentile, reportFigure } from "./support/figures";
import { insertBenchUsers, rssKb, startBenchServers } from "./support/server";

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 10_000);
const ARRIVAL_S = Number(process.env.BENCH_ARRIVAL_S ?? 60);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
const SCORE_UPDATES = Number(process.env.BENCH_SCORE_UPDATES ?? 50);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const P99_TARGET_MS = 200;

const DASHBOARD = [
  "/api/accounts/me",
  "/api/schedule/today",
  "/api/notifications/active",
  "/api/messages/conversations",
  "/api/messages/unread-count",
];
const SOCKET = "socket connect + subscribe";

const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
const record = (name: string, ms: number) => {
  const list = latencies.get(name) ?? [];
  list.push(ms);
  latencies.set(name, list);
};
const fail = (name: string, why: string) => {
  errors.set(name, (errors.get(name) ?? 0) + 1);
  if ((errors.get(name) ?? 0) <= 3) console.error(`  error on ${name}: ${why}`);
};

// Kept-alive connections, as a browser keeps them; many, since 10,000 students arrive in a minute.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function request(base: string, method: string, url: string, token: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, text, ms: performance.now() - started }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function timed(base: string, method: string, url: string, token: string, body?: unknown, name = url) {
  try {
    const res = await request(base, method, url, token, body);
    if (res.status >= 400) fail(name, `${res.status} ${res.text.slice(0, 200)}`);
    else record(name, res.ms);
    return res;
  } catch (err) {
    fail(name, String(err));
    return undefined;
  }
}

type Frame = { type: string; topic?: string; event?: string; data?: { id?: string; changeId?: string } };

/** How long a socket may take to open and confirm its topics before it counts as failed. */
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * A socket that subscribes to `topics`; resolves once all are confirmed, or once it has failed (an error, a close
 * before its topics were confirmed, or no confirmation in time), so that one lost socket cannot stall the run.
 */
function holdSocket(base: string, token: string | undefined, topics: string[], onEvent: (frame: Frame) => void) {
  const started = performance.now();
  const ws = new WebSocket(`${base.replace("http", "ws")}/api/realtime`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  let confirmed = 0;
  return new Promise<WebSocket>((resolve) => {
    let settled = false;
    const settle = (failure?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (failure === undefined) record(SOCKET, performance.now() - started);
      else fail(SOCKET, failure);
      resolve(ws);
    };
    const timer = setTimeout(() => settle(`no confirmation after ${SOCKET_TIMEOUT_MS} ms`), SOCKET_TIMEOUT_MS);
    ws.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (frame.type === "ready") for (const topic of topics) ws.send(JSON.stringify({ type: "subscribe", topic }));
      else if (frame.type === "subscribed" && ++confirmed === topics.length) settle();
      else if (frame.type === "error") settle(JSON.stringify(frame));
      else if (frame.type === "event") onEvent(frame);
    });
    ws.on("error", (err) => settle(String(err)));
    ws.on("close", (code, reason) => settle(`closed before its topics were confirmed: ${code} ${reason.toString()}`));
  });
}

/** Seven classes a day for every student, every weekday. */
async function insertTimetables(db: pg.Client, ids: string[]) {
  for (let i = 0; i < ids.length; i += 1000) {
    await db.query(
      `insert into schedule_entries (user_id, class_name, teacher_name, room_number, start_time, end_time, days_of_week)
       select u, 'Class ' || n, 'Teacher ' || n, 'R' || (100 + n),
              to_char(time '08:00' + (n - 1) * interval '55 minutes', 'HH24:MI'),
              to_char(time '08:50' + (n - 1) * interval '55 minutes', 'HH24:MI'),
              array['Monday','Tuesday','Wednesday','Thursday','Friday']
       from unnest($1::text[]) as u, generate_series(1, 7) as n`,
      [ids.slice(i, i + 1000)],
    );
  }
}

async function main() {
  console.log(
    `District morning: ${STUDENTS} students over ${ARRIVAL_S} s, ${PROCESSES} server processes on PostgreSQL, ` +
      `${MESSAGES} messages and ${SCORE_UPDATES} scoreboard updates, ${VIEWERS} scoreboard viewers (${os.cpus().length} cores)`,
  );
  const secret = "district-bench-secret-of-at-least-32-characters";
  const bench = await startBenchServers({ SESSION_SECRET: secret }, PROCESSES);
  const servers = bench.servers;
  const sockets: WebSocket[] = [];
  try {
    const { ids, tokens } = await insertBenchUsers(bench.db, STUDENTS + 1, "district", secret);
    await insertTimetables(bench.db, ids.slice(1));
    const adminToken = tokens[0]!;
    const bases = servers.map((s) => s.base);
    const baseFor = (i: number) => bases[i % bases.length]!;
    const memoryBefore = servers.reduce((sum, s) => sum + rssKb(s.child.pid!) / 1024, 0);

    // Events the students' sockets receive: message ids and scoreboard change ids, with the moment each was sent.
    const messageSent = new Map<string, number>();
    const messageEarly = new Map<string, number>();
    const messageDelivery: number[] = [];
    const scoreSent = new Map<string, number>();
    const scoreDelivery: number[] = [];
    let scoreEvents = 0;
    const onEvent = (frame: Frame) => {
      const now = performance.now();
      if (frame.event === "message" && frame.data?.id) {
        const sent = messageSent.get(frame.data.id);
        if (sent === undefined) messageEarly.set(frame.data.id, now);
        else messageDelivery.push(now - sent);
      } else if (frame.topic === "sports:match:1" && frame.data?.changeId) {
        scoreEvents++;
        const sent = scoreSent.get(frame.data.changeId);
        if (sent !== undefined) scoreDelivery.push(now - sent);
      }
    };

    // Scoreboard viewers (OBS sources, a stream page) follow match 1 from the start.
    for (let v = 0; v < VIEWERS; v++)
      sockets.push(await holdSocket(baseFor(v), undefined, ["sports:match:1"], onEvent));

    const started = performance.now();
    const arrivals: Promise<void>[] = [];
    const traffic: Promise<unknown>[] = [];
    const arrived: number[] = [];
    const messageEvery = (ARRIVAL_S * 1000) / MESSAGES;
    const scoreEvery = (ARRIVAL_S * 1000) / SCORE_UPDATES;
    let messagesSent = 0;
    let scoresSent = 0;
    for (let s = 1; s <= STUDENTS; s++) {
      const due = started + ((s - 1) * ARRIVAL_S * 1000) / STUDENTS;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const base = baseFor(s);
      const token = tokens[s]!;
      arrivals.push(
        (async () => {
          // The dashboard's requests go out together, as the browser sends them.
          await Promise.all(DASHBOARD.map((url) => timed(base, "GET", url, token)));
          sockets.push(await holdSocket(base, token, [`user:${ids[s]}`, "notifications"], onEvent));
          arrived.push(s);
        })(),
      );
      const elapsed = performance.now() - started;
      // Messages from the office to students already in; scoreboard changes from the control centre.
      while (messagesSent < MESSAGES && elapsed >= messagesSent * messageEvery && arrived.length > 0) {
        const to = ids[arrived[Math.floor(Math.random() * arrived.length)]!]!;
        const sentAt = performance.now();
        messagesSent++;
        traffic.push(
          timed(bases[0]!, "POST", "/api/messages", adminToken, { recipientId: to, content: "Bus 12 is late" }).then(
            (res) => {
              if (!res || res.status !== 201) return;
              const id = (JSON.parse(res.text) as { message: { id: string } }).message.id;
              const early = messageEarly.get(id);
              // The admin sent it, so its own sockets would count too: only the recipient's count (admin holds none).
              if (early !== undefined) messageDelivery.push(early - sentAt);
              else messageSent.set(id, sentAt);
            },
          ),
        );
      }
      while (scoresSent < SCORE_UPDATES && elapsed >= scoresSent * scoreEvery) {
        const changeId = `goal-${scoresSent}`;
        scoresSent++;
        scoreSent.set(changeId, performance.now());
        traffic.push(
          timed(
            bases[1 % bases.length]!,
            "PATCH",
            "/api/sports/matches/1",
            adminToken,
            { teamAScoreChange: 1, changeId },
            "PATCH /api/sports/matches/1",
          ),
        );
      }
    }
    await Promise.all(arrivals);
    await Promise.all(traffic);
    const seconds = (performance.now() - started) / 1000;
    await sleep(1000);
    const memoryAfter = servers.reduce((sum, s) => sum + rssKb(s.child.pid!) / 1024, 0);

    const requests = [...latencies.entries()].filter(([name]) => name !== SOCKET);
    const totalRequests = requests.reduce((sum, [, list]) => sum + list.length, 0);
    const totalErrors = [...errors.values()].reduce((a, b) => a + b, 0);
    console.log(`\nAll students in after ${seconds.toFixed(1)} s`);
    reportFigure({ bench: "district", measure: "HTTP throughput", value: totalRequests / seconds, unit: "req/s" });
    const attempts = totalRequests + totalErrors + (latencies.get(SOCKET)?.length ?? 0);
    reportFigure({
      bench: "district",
      measure: "error rate (requests and sockets)",
      value: (100 * totalErrors) / Math.max(1, attempts),
      unit: "%",
      target: "0",
      met: totalErrors === 0,
    });
    for (const [name, list] of [...requests, [SOCKET, latencies.get(SOCKET) ?? []] as const]) {
      const p99 = percentile(list, 99);
      console.log(
        `  ${name}: ${list.length} ok, ${errors.get(name) ?? 0} failed; p50 ${percentile(list, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(list, 95).toFixed(1)} ms`,
      );
      reportFigure({
        bench: "district",
        measure: `${name} p99`,
        value: p99,
        unit: "ms",
        target: `< ${P99_TARGET_MS} ms`,
        met: p99 < P99_TARGET_MS,
      });
    }
    const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    reportFigure({
      bench: "district",
      measure: "sockets open at the end",
      value: open,
      unit: `of ${STUDENTS + VIEWERS}`,
      target: `${STUDENTS + VIEWERS}`,
      met: open === STUDENTS + VIEWERS,
    });
    reportFigure({
      bench: "district",
      measure: `messages delivered to the recipient's socket (of ${MESSAGES})`,
      value: messageDelivery.length,
      unit: "",
      target: String(MESSAGES),
      met: messageDelivery.length === MESSAGES,
    });
    reportFigure({
      bench: "district",
      measure: "message delivery p99",
      value: percentile(messageDelivery, 99),
      unit: "ms",
    });
    const expectedScoreEvents = SCORE_UPDATES * VIEWERS;
    reportFigure({
      bench: "district",
      measure: `scoreboard events delivered (of ${expectedScoreEvents})`,
      value: scoreEvents,
      unit: "",
      target: String(expectedScoreEvents),
      met: scoreEvents === expectedScoreEvents,
    });
    reportFigure({
      bench: "district",
      measure: "scoreboard delivery p99 (save sent → viewer socket)",
      value: percentile(scoreDelivery, 99),
      unit: "ms",
    });
    reportFigure({
      bench: "district",
      measure: `server memory, ${PROCESSES} processes together`,
      value: memoryAfter,
      unit: `MB (${memoryBefore.toFixed(0)} MB before the students came)`,
    });
  } finally {
    for (const ws of sockets) ws.terminate();
    agent.destroy();
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
