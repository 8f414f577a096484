// Times POST /api/admin/schedule/import with a generated 35,000-row timetable (3,500 students, 10 classes each), on the
// embedded PGlite and on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in a throwaway
// database). Each is timed twice: into empty schedules, then again replacing the 35,000 entries just imported.
// Target: under 10 seconds (issue 25).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { ensureBaseRows } from "../src/server/db/bootstrap";
import { users } from "../src/server/db/schema";
import { ensureAdmin } from "../src/server/features/accounts/ensure-admin";
import { type Database, openDatabase } from "../src/server/platform/database/db";
import { withDatabaseName } from "../src/server/testing/test-database";
import { reportFigure } from "./support/figures";

const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 3500);
const CLASSES_EACH = 10;
const TARGET_MS = 10_000;
const ORIGIN = "http://localhost:3000";

const SUBJECTS = [
  ["AP Biology", "Dr. Priya Patel", "S204"],
  ["English 11", "Ms. Rosa Alvarez", "B112"],
  ["Algebra II", "Mr. Daniel Okafor", "M210"],
  ["US History", "Mrs. Karin Lindqvist", "H105"],
  ["Spanish III", "Sra. Lucía Morales", "L301"],
  ["Chemistry", "Mr. Tomas Novak", "S118"],
  ["Art & Design", "Ms. Ewa Kowalski", "A2"],
  ["Physical Education", "Coach Marcus Reyes", "Gym 2"],
  ["Orchestra", "Mr. Henrik Salo", "Music Room"],
  ["Computer Science", "Mr. Arjun Mehta", "Lab 3"],
] as const;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** A school's export: a header, then each student's ten periods, alternating Mon/Wed/Fri and Tue/Thu. */
function timetableCsv(emails: string[]): string {
  const lines = ["email,class name,teacher,room,start,end,days"];
  for (const email of emails) {
    for (let period = 0; period < CLASSES_EACH; period++) {
      const [name, teacher, room] = SUBJECTS[period % SUBJECTS.length]!;
      const start = 8 * 60 + Math.floor(period / 2) * 55;
      const days = period % 2 === 0 ? '"Monday,Wednesday,Friday"' : "Tuesday;Thursday";
      lines.push(`${email},${name},${teacher},${room},${hhmm(start)},${hhmm(start + 50)},${days}`);
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}

async function timeImports(database: Database, label: string) {
  await database.migrate();
  const config = loadConfig({ LOG_LEVEL: "silent", WEB_DIST: "/nonexistent", PUBLIC_URL: ORIGIN });
  const school = await ensureBaseRows(database.db, config);
  const students = Array.from({ length: STUDENTS }, (_, i) => ({
    id: randomBytes(16).toString("base64url"),
    name: `Student ${i + 1}`,
    email: `student${i + 1}@riverside.example`,
    emailVerified: true,
    schoolId: school.id,
  }));
  for (let i = 0; i < students.length; i += 1000) await database.db.insert(users).values(students.slice(i, i + 1000));
  const admin = { email: "registrar@riverside.example", password: "Registrar-Pass-2026" };
  await ensureAdmin(database.db, { ...admin, schoolId: school.id });

  const app = await buildApp({ config, database, logger: false });
  try {
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      payload: admin,
    });
    const cookie = signIn.cookies.find((c) => c.name.endsWith("session_token"));
    if (!cookie) throw new Error(`admin sign-in failed: ${signIn.statusCode} ${signIn.body}`);
    const csv = timetableCsv(students.map((s) => s.email));

    const importOnce = async () => {
      const started = performance.now();
      const res = await app.inject({
        method: "POST",
        url: "/api/admin/schedule/import",
        headers: { origin: ORIGIN, "content-type": "text/csv", cookie: `${cookie.name}=${cookie.value}` },
        payload: csv,
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body.slice(0, 500)}`);
      return { ms, answer: res.json() as { users: number; entries: number; replacedEntries: number } };
    };
    const first = await importOnce();
    const again = await importOnce();
    const verdict = (ms: number) => (ms < TARGET_MS ? "under the 10 s target" : "OVER the 10 s target");
    console.log(`  ${label}`);
    console.log(
      `    into empty schedules : ${first.ms.toFixed(0).padStart(5)} ms (${first.answer.entries} entries for ` +
        `${first.answer.users} students, ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KiB), ${verdict(first.ms)}`,
    );
    console.log(
      `    replacing them       : ${again.ms.toFixed(0).padStart(5)} ms (${again.answer.replacedEntries} replaced), ` +
        verdict(again.ms),
    );
    for (const [when, ms] of [
      ["into empty schedules", first.ms],
      ["replacing them", again.ms],
    ] as const) {
      reportFigure({
        bench: "import",
        measure: `${label}: ${when}`,
        value: ms,
        unit: "ms",
        target: "< 10 s",
        met: ms < TARGET_MS,
      });
    }
  } finally {
    await app.close();
  }
}

async function main() {
  console.log(`Timetable import, ${STUDENTS * CLASSES_EACH} rows (${STUDENTS} students × ${CLASSES_EACH} classes)`);

  const pglite = await openDatabase({});
  try {
    await timeImports(pglite, "PGlite (embedded, in memory)");
  } finally {
    await pglite.close();
  }

  const name = `cohort_bench_${process.pid}_${randomBytes(4).toString("hex")}`;
  const adminClient = new pg.Client({ connectionString: SERVER_URL });
  try {
    await adminClient.connect();
  } catch (err) {
    console.log(`  PostgreSQL: skipped, cannot connect to ${SERVER_URL} (${(err as Error).message})`);
    return;
  }
  try {
    await adminClient.query(`create database ${name}`);
    const server = await openDatabase({ databaseUrl: withDatabaseName(SERVER_URL, name) });
    try {
      await timeImports(server, `PostgreSQL (${new URL(SERVER_URL).host})`);
    } finally {
      await server.close();
    }
  } finally {
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
