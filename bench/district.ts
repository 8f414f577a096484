// A district's morning on PostgreSQL: 10,000 students each load the dashboard (session, today's schedule, active
// notifications, conversations, unread count) within one minute, then hold their realtime socket open, while 200
// messages and 50 scoreboard updates flow. The server runs as 2 processes on one PostgreSQL, students spread over
// them as a load balancer would; this process is the students' side, their sockets held by child processes
// (bench/support/crowd.ts). Targets: error rate 0, p99 under 200 ms for every endpoint, every socket open, every
// event delivered; in each of `--runs` runs (default 3) in a row, each on fresh servers and a fresh database.
//   npm run bench:district -- --runs 1
//   npm run bench:district -- --students 30000 --processes 3   the same arrival rate (10,000 a minute), more
//       sockets held, more processes: figures for information, with what the machine ran short of.
//   DATABASE_URL (default the local server) names the PostgreSQL server; a throwaway database is used per run.
//   BENCH_PROBE=1 prints each server's event loop delay and pool waits (bench/support/server-probe.mjs).
import os from "node:os";
import { parseArgs } from "node:util";
import { startCrowd } from "./support/crowd";
import { runMorning } from "./support/district-morning";
import { loadAverage } from "./support/machine";

const BASE_STUDENTS = 10_000;
const BASE_PROCESSES = 2;
/** Students arriving per second: 10,000 in a minute. */
const ARRIVAL_RATE = BASE_STUDENTS / 60;

const { values } = parseArgs({
  options: {
    runs: { type: "string" },
    students: { type: "string" },
    processes: { type: "string" },
  },
});
const students = Number(values.students ?? process.env.BENCH_STUDENTS ?? BASE_STUDENTS);
const processes = Number(values.processes ?? process.env.BENCH_PROCESSES ?? BASE_PROCESSES);
// The district as recorded is judged; a bigger one is an attempt whose figures are information.
const judged = students <= BASE_STUDENTS && processes === BASE_PROCESSES;
const runs = Number(values.runs ?? (judged ? 3 : 1));
const morning = {
  students,
  processes,
  arrivalS: Number(process.env.BENCH_ARRIVAL_S ?? Math.round(students / ARRIVAL_RATE)),
  messages: Number(process.env.BENCH_MESSAGES ?? 200),
  scoreUpdates: Number(process.env.BENCH_SCORE_UPDATES ?? 50),
  viewers: Number(process.env.BENCH_VIEWERS ?? 200),
  judged,
};

async function main() {
  console.log(
    `District morning: ${students} students over ${morning.arrivalS} s, ${processes} server processes on PostgreSQL, ` +
      `${morning.messages} messages and ${morning.scoreUpdates} scoreboard updates, ${morning.viewers} scoreboard ` +
      `viewers (${os.cpus().length} cores); ${runs} run(s)${judged ? "" : ", figures for information"}`,
  );
  // Each child holds at most 20,000 sockets (file descriptors per process here); 4 spread the parsing.
  const crowd = startCrowd(Math.max(4, Math.ceil((students + morning.viewers) / 15_000)));
  const met: boolean[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      console.log(`\nRun ${run} of ${runs} (load average before: ${loadAverage()})`);
      met.push(await runMorning(morning, crowd, runs > 1 ? `run ${run}: ` : ""));
    }
  } finally {
    crowd.stop();
  }
  if (judged) {
    const all = met.every(Boolean);
    console.log(`\n${met.filter(Boolean).length} of ${runs} runs met every target${all ? "" : ": NOT all"}`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
