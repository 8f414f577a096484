// SIGKILL in the middle of a burst of messages and receipt uploads, then a restart on the same data: every message
// the server acknowledged is there exactly once, no half-written upload is left, and no row names a missing file.
// Runs on the embedded PGlite (which must itself survive the kill) and on a PostgreSQL server (DATABASE_URL's,
// else the local 127.0.0.1:5432) in a scratch database.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { ensureBaseRows } from "../db/bootstrap";
import { type Database, openDatabase, queryRows } from "../platform/database/db";
import { PARTIAL_SUFFIX } from "../platform/files/local-file-store";
import { withDatabaseName } from "../testing/test-database";
import {
  type BearerUser,
  freePort,
  insertBearerUsers,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "../testing/server-process";

const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const STUDENTS = 24;
const MESSAGES_PER_STUDENT = 12;
const IN_FLIGHT = 16;

type Outcome = { acknowledged: boolean };

async function openSetupDatabase(kind: "pglite" | "postgres", dataDir: string, url: string | undefined) {
  return openDatabase(kind === "pglite" ? { pgliteDir: path.join(dataDir, "pgdata") } : { databaseUrl: url });
}

/** A receipt photo with its own colour, large enough that writing it takes a moment. */
const receipt = (n: number) =>
  sharp({
    create: {
      width: 900,
      height: 700,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128 + (n % 50), sigma: 40 },
    },
  })
    .png()
    .toBuffer();

function multipart(body: Buffer) {
  const boundary = `----faults${randomBytes(8).toString("hex")}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="receipt.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** Every file under `root`, relative to it. */
function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe.each(["pglite", "postgres"] as const)("SIGKILL during a burst (%s)", (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cohort-kill-${kind}-`));
  const databaseName = `cohort_kill_${process.pid}_${randomBytes(4).toString("hex")}`;
  const databaseUrl = kind === "postgres" ? withDatabaseName(SERVER_URL, databaseName) : undefined;
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  let students: BearerUser[];
  let admin: BearerUser;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    if (kind === "postgres") await adminQuery(`create database ${databaseName}`);
    const database = await openSetupDatabase(kind, dataDir, databaseUrl);
    try {
      await database.migrate();
      await ensureBaseRows(database.db, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
      admin = (await insertBearerUsers(database.db, 1, "admin", "kill"))[0]!;
      students = await insertBearerUsers(database.db, STUDENTS, "student", "kill");
    } finally {
      await database.close();
    }
  }, 240_000);

  afterAll(async () => {
    if (server) await stopServerProcess(server, "SIGKILL");
    if (kind === "postgres") await adminQuery(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged message once and every stored receipt whole", { timeout: 600_000 }, async () => {
    const port = await freePort();
    server = await startServerProcess(port, env);
    const base = server.base;
    const receipts = await Promise.all(students.map((_, i) => receipt(i)));

    // The burst: each student sends numbered messages to the admin and uploads one receipt, IN_FLIGHT at a time.
    type Job =
      { kind: "message"; student: BearerUser; content: string } | { kind: "upload"; student: BearerUser; n: number };
    const jobs: Job[] = [];
    for (let m = 0; m < MESSAGES_PER_STUDENT; m++) {
      for (const [n, student] of students.entries()) {
        jobs.push({ kind: "message", student, content: `burst ${student.id} #${m}` });
        if (m === Math.floor(MESSAGES_PER_STUDENT / 2)) jobs.push({ kind: "upload", student, n });
      }
    }
    const acknowledgedMessages: string[] = [];
    const attemptedMessages: string[] = [];
    const acknowledgedUploads = new Set<string>();
    const attemptedUploads = new Set<string>();
    // Killed once half the uploads are done, so that uploads and messages are both under way when it dies.
    const killAfter = jobs.findIndex((job) => job.kind === "upload") + STUDENTS;
    let done = 0;
    let killed = false;

    const run = async (job: Job): Promise<Outcome> => {
      const headers = { authorization: `Bearer ${job.student.token}` };
      if (job.kind === "message") {
        attemptedMessages.push(job.content);
        const res = await fetch(`${base}/api/messages`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ recipientId: admin.id, content: job.content }),
        });
        if (res.status !== 201) throw new Error(`message refused: ${res.status} ${await res.text()}`);
        acknowledgedMessages.push(job.content);
        return { acknowledged: true };
      }
      attemptedUploads.add(job.student.id);
      const body = multipart(receipts[job.n]!);
      const res = await fetch(`${base}/api/spikeball/application`, {
        method: "POST",
        headers: { ...headers, "content-type": body.contentType },
        body: body.payload,
      });
      if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${await res.text()}`);
      acknowledgedUploads.add(job.student.id);
      return { acknowledged: true };
    };

    const queue = [...jobs];
    const worker = async () => {
      while (queue.length > 0 && !killed) {
        const job = queue.shift()!;
        try {
          await run(job);
        } catch (error) {
          // Only requests cut off by the kill may fail.
          if (!killed) throw error;
        }
        done += 1;
        if (done === killAfter && !killed) {
          killed = true;
          server!.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    expect(await server.exited).toBe("SIGKILL");
    expect(acknowledgedMessages.length).toBeGreaterThan(0);
    // Requests were still under way when it died (messages, uploads or both), so some were never acknowledged.
    expect(attemptedMessages.length + attemptedUploads.size).toBeGreaterThan(
      acknowledgedMessages.length + acknowledgedUploads.size,
    );

    // The restart on the same data: it comes up, and works.
    server = await startServerProcess(port, env);
    const after = await fetch(`${server.base}/api/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${students[0]!.token}`, "content-type": "application/json" },
      body: JSON.stringify({ recipientId: admin.id, content: "after the restart" }),
    });
    expect(after.status).toBe(201);
    await stopServerProcess(server, "SIGTERM");
    server = undefined;

    const database: Database = await openSetupDatabase(kind, dataDir, databaseUrl);
    try {
      const counts = new Map(
        (
          await queryRows<{ content: string; n: number }>(
            database.db,
            sql`select content, count(*)::int as n from messages group by content`,
          )
        ).map((r) => [r.content, r.n]),
      );
      for (const content of acknowledgedMessages) expect(counts.get(content), content).toBe(1);
      // A request cut off by the kill is there once or not at all, never twice.
      for (const content of attemptedMessages) expect(counts.get(content) ?? 0).toBeLessThanOrEqual(1);
      expect(counts.get("after the restart")).toBe(1);

      const applications = await queryRows<{ user_id: string; receipt_key: string | null }>(
        database.db,
        sql`select user_id, receipt_key from spikeball_applications`,
      );
      for (const userId of acknowledgedUploads) {
        expect(applications.map((a) => a.user_id)).toContain(userId);
      }
      const filesRoot = path.join(dataDir, "files");
      for (const { receipt_key: key } of applications) {
        expect(key).toBeTruthy();
        const file = path.join(filesRoot, ...key!.split("/"));
        expect(fs.existsSync(file), `the file of ${key}`).toBe(true);
      }
      const files = filesUnder(filesRoot);
      expect(files.filter((f) => f.endsWith(PARTIAL_SUFFIX))).toEqual([]);
      // Every stored file decodes to its last pixel: none is cut short.
      for (const file of files) {
        const { info } = await sharp(path.join(filesRoot, file)).raw().toBuffer({ resolveWithObject: true });
        expect(info.width * info.height).toBe(900 * 700);
      }
      expect(files.length).toBeGreaterThanOrEqual(applications.length);
    } finally {
      await database.close();
    }
  });
});

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
