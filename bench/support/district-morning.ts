// One district morning (see bench/district.ts): servers and a fresh database, students arriving at a steady rate,
// each loading the dashboard and then holding a socket (in the crowd's child processes), office messages and
// scoreboard saves flowing meanwhile. Prints the run's figures, each measure prefixed with `label`.
import { setTimeout as sleep } from "node:timers/promises";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type pg from "pg";
import { type Crowd, now } from "./crowd";
import { percentile, reportFigure } from "./figures";
import { TimedRequests } from "./http-client";
import { cpuSeconds, fileLimit, loadAverage, openFiles, postgresConnections } from "./machine";
import { insertBenchUsers, makeAdmins, printProbe, rssKb, sendersFor, startBenchServers } from "./server";

export type Morning = {
  students: number;
  processes: number;
  arrivalS: number;
  messages: number;
  scoreUpdates: number;
  viewers: number;
  /** Targets are judged; without, the figures are printed for information (the 30,000-student attempt). */
  judged: boolean;
};

const P99_TARGET_MS = 200;
const DASHBOARD = [
  "/api/accounts/me",
  "/api/schedule/today",
  "/api/notifications/active",
  "/api/messages/conversations",
  "/api/messages/unread-count",
];
const SOCKET = "socket connect + subscribe";
const SECRET = "district-bench-secret-of-at-least-32-characters";

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

/** Runs one morning; resolves with whether every judged target was met. */
export async function runMorning(m: Morning, crowd: Crowd, label: string): Promise<boolean> {
  let allMet = true;
  const figure = (measure: string, value: number, unit: string, target?: string, met?: boolean) => {
    if (target !== undefined && !met) allMet = false;
    const judged = m.judged && target !== undefined;
    reportFigure({
      bench: "district",
      measure: `${label}${measure}`,
      value,
      unit: judged || target === undefined ? unit : `${unit} (aim ${target})`.trim(),
      ...(judged ? { target, met } : {}),
    });
  };
  const bench = await startBenchServers({ SESSION_SECRET: SECRET }, m.processes);
  const http = new TimedRequests();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  try {
    // The office: as many administrators as the messages need (past the students), each sending its share.
    const offices = sendersFor(m.messages);
    const { ids, tokens } = await insertBenchUsers(bench.db, m.students + 1 + offices, "district", SECRET);
    await insertTimetables(bench.db, ids.slice(1, m.students + 1));
    await makeAdmins(bench.db, ids.slice(m.students + 1));
    const officeToken = (k: number) => tokens[m.students + 1 + (k % offices)]!;
    const adminToken = tokens[0]!;
    const bases = bench.servers.map((s) => s.base);
    const pids = bench.servers.map((s) => s.child.pid!);
    const baseFor = (i: number) => bases[i % bases.length]!;
    const memoryBefore = pids.reduce((sum, pid) => sum + rssKb(pid) / 1024, 0);
    const cpuBefore = pids.map(cpuSeconds);

    // Events the sockets receive: message ids and scoreboard change ids, with the moment each was sent.
    const sentAt = new Map<string, number>();
    const early = new Map<string, number>();
    const messageDelivery: number[] = [];
    const scoreDelivery: number[] = [];
    let scoreEvents = 0;
    crowd.onMessage = (key, at) => {
      if (key.startsWith("goal-")) {
        scoreEvents++;
        const sent = sentAt.get(key);
        if (sent !== undefined) scoreDelivery.push(at - sent);
        return;
      }
      const sent = sentAt.get(key);
      if (sent === undefined) early.set(key, at);
      else messageDelivery.push(at - sent);
    };
    const socketMs: number[] = [];
    const hold = async (base: string, token: string | undefined, topics: string[]) => {
      const result = await crowd.connect(base, [{ token, topics }]);
      socketMs.push(...result.connectMs);
      for (const why of result.failed) http.fail(SOCKET, why);
    };

    // Scoreboard viewers (OBS sources, a stream page) follow match 1 from the start.
    await Promise.all(Array.from({ length: m.viewers }, (_, v) => hold(baseFor(v), undefined, ["sports:match:1"])));

    loop.enable();
    const started = now();
    const arrivals: Promise<void>[] = [];
    const traffic: Promise<unknown>[] = [];
    const arrived: number[] = [];
    const messageEvery = (m.arrivalS * 1000) / m.messages;
    const scoreEvery = (m.arrivalS * 1000) / m.scoreUpdates;
    let messagesSent = 0;
    let scoresSent = 0;
    let peak = { fds: 0, connections: 0 };
    let samples = 0;
    const sampler = setInterval(() => {
      const fds = Math.max(...pids.map(openFiles));
      void postgresConnections(bench.db).then(({ used }) => {
        peak = { fds: Math.max(peak.fds, fds), connections: Math.max(peak.connections, used) };
        // Every 15 s a line of where the run stands, so a run that never finishes still says what ran short.
        if (++samples % 3 === 0) {
          const rss = pids.map((pid) => (rssKb(pid) / 1024).toFixed(0)).join("+");
          console.log(
            `  ${((now() - started) / 1000).toFixed(0)} s: ${arrived.length} students in, ${socketMs.length} sockets, ` +
              `server RSS ${rss} MB, files ${fds}, PostgreSQL connections ${used}, load ${loadAverage()}`,
          );
        }
      });
    }, 5000);
    for (let s = 1; s <= m.students; s++) {
      const due = started + ((s - 1) * m.arrivalS * 1000) / m.students;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      const base = baseFor(s);
      const token = tokens[s]!;
      arrivals.push(
        (async () => {
          // The dashboard's requests go out together, as the browser sends them.
          await Promise.all(DASHBOARD.map((url) => http.timed(base, "GET", url, token)));
          await hold(base, token, [`user:${ids[s]}`, "notifications"]);
          arrived.push(s);
        })(),
      );
      const elapsed = now() - started;
      // Messages from the office to students already in; scoreboard changes from the control centre.
      while (messagesSent < m.messages && elapsed >= messagesSent * messageEvery && arrived.length > 0) {
        const to = ids[arrived[Math.floor(Math.random() * arrived.length)]!]!;
        const at = now();
        messagesSent++;
        traffic.push(
          http
            .timed(bases[0]!, "POST", "/api/messages", officeToken(messagesSent), {
              recipientId: to,
              content: "Bus 12 is late",
            })
            .then((res) => {
              if (!res || res.status !== 201) return;
              const id = (JSON.parse(res.text) as { message: { id: string } }).message.id;
              const arrivedAt = early.get(id);
              // The admin sent it and holds no socket: only the recipient's socket counts.
              if (arrivedAt !== undefined) messageDelivery.push(arrivedAt - at);
              else sentAt.set(id, at);
            }),
        );
      }
      while (m.scoreUpdates > scoresSent && elapsed >= scoresSent * scoreEvery) {
        const changeId = `goal-${scoresSent}`;
        scoresSent++;
        sentAt.set(changeId, now());
        const body = { teamAScoreChange: 1, changeId };
        const patch = "PATCH /api/sports/matches/1";
        traffic.push(http.timed(bases[1 % bases.length]!, "PATCH", "/api/sports/matches/1", adminToken, body, patch));
      }
    }
    await Promise.all(arrivals);
    await Promise.all(traffic);
    const seconds = (now() - started) / 1000;
    loop.disable();
    await sleep(1500);
    clearInterval(sampler);
    const memoryAfter = pids.reduce((sum, pid) => sum + rssKb(pid) / 1024, 0);
    const cpuUsed = pids.map((pid, i) => cpuSeconds(pid) - cpuBefore[i]!);
    const { open } = await crowd.count();
    const pgNow = await postgresConnections(bench.db);

    const requests = [...http.latencies.entries()];
    const totalRequests = requests.reduce((sum, [, list]) => sum + list.length, 0);
    const totalErrors = [...http.errors.values()].reduce((a, b) => a + b, 0);
    console.log(`\n${label}all students in after ${seconds.toFixed(1)} s (load average ${loadAverage()})`);
    figure("HTTP throughput", totalRequests / seconds, "req/s");
    const attempts = totalRequests + totalErrors + socketMs.length;
    figure("error rate (requests and sockets)", (100 * totalErrors) / Math.max(1, attempts), "%", "0", !totalErrors);
    for (const [name, list] of [...requests, [SOCKET, socketMs] as const]) {
      const p99 = percentile(list, 99);
      console.log(
        `  ${name}: ${list.length} ok, ${http.errors.get(name) ?? 0} failed; p50 ${percentile(list, 50).toFixed(1)} ms, ` +
          `p95 ${percentile(list, 95).toFixed(1)} ms`,
      );
      figure(`${name} p99`, p99, "ms", `< ${P99_TARGET_MS} ms`, p99 < P99_TARGET_MS);
    }
    const expected = m.students + m.viewers;
    figure("sockets open at the end", open, `of ${expected}`, String(expected), open === expected);
    figure(
      `messages delivered to the recipient's socket (of ${m.messages})`,
      messageDelivery.length,
      "",
      String(m.messages),
      messageDelivery.length === m.messages,
    );
    figure("message delivery p99", percentile(messageDelivery, 99), "ms");
    const expectedScores = m.scoreUpdates * m.viewers;
    const scoresMet = scoreEvents === expectedScores;
    figure(`scoreboard events delivered (of ${expectedScores})`, scoreEvents, "", String(expectedScores), scoresMet);
    figure("scoreboard delivery p99 (save sent → viewer socket)", percentile(scoreDelivery, 99), "ms");
    figure(`server memory, ${m.processes} processes together`, memoryAfter, `MB (${memoryBefore.toFixed(0)} before)`);
    const cpuShare = cpuUsed.map((c) => ((100 * c) / seconds).toFixed(0)).join(" %, ");
    figure(
      "server CPU, all processes, share of one core",
      (100 * cpuUsed.reduce((a, b) => a + b, 0)) / seconds,
      `% (${cpuShare} %)`,
    );
    figure("load generator event loop delay p99", loop.percentile(99) / 1e6, "ms");
    figure("open files, busiest server process (peak)", peak.fds, `of its limit ${fileLimit(pids[0]!)}`);
    figure("PostgreSQL connections (peak)", peak.connections, `of max_connections ${pgNow.max}`);
    printProbe(bench.servers);
    return allMet;
  } finally {
    await crowd.closeAll();
    http.close();
    await bench.close();
  }
}
