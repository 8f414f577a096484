// The real server in a child process (`tsx src/server/main.ts`), as production runs it, for tests and benchmarks
// that kill or restart it; and accounts written straight into its database, signed in by bearer token.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { loadAuthSecret } from "../platform/auth/auth";
import type { Db } from "../platform/database/db";
import { signedBearerToken } from "../platform/auth/session-lookup";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * The Node flags the server runs with in production (`npm start` and `npm run serve` in package.json give the same):
 * - a young generation of up to 64 MB per semi-space instead of V8's 16 MB, so the many short-lived objects of each
 *   request are collected less often. Measured with bench/schedule-today.ts, back to back: 10-25 % more requests per
 *   second and a lower p99, for our route and the hand-written one alike (docs/decisions/015-young-generation.md);
 * - PGlite's WebAssembly kept on V8's baseline compiler (Liftoff): on Node 24, V8's optimizing compiler takes 0.6 GB
 *   for a few seconds to compile PostgreSQL's SQL parser, once per process, soon after the first queries; a server on a
 *   1 GB machine would not survive it. PGlite's queries cost 8-64 % more CPU (decision 048).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64", "--liftoff-only"];

/** The PostgreSQL server tests and benchmarks use when DATABASE_URL does not name one. */
export const LOCAL_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";

/**
 * The PostgreSQL server for tests that need one even in the PGlite run (several processes, an outage):
 * DATABASE_URL, else TEST_POSTGRES_URL (.ci/run sets it to the server it found or started), else the local one.
 */
export function testPostgresUrl(): string {
  return process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? LOCAL_POSTGRES_URL;
}

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/** A new, empty database on the PostgreSQL server at `serverUrl`, dropped (with its connections) by `drop()`. */
export async function createScratchDatabase(serverUrl: string, prefix = "cohort_scratch"): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** What the process printed to stderr, for failure messages. */
  stderr: () => string;
  /** What the process printed to stdout: its log (JSON lines, since stdout is not a terminal). */
  stdout: () => string;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Starts the server on `port` with `env` and waits until /api/ready answers 200. */
export async function startServerProcess(
  port: number,
  env: Record<string, string | undefined>,
  { readyTimeoutMs = 180_000 } = {},
): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      WEB_DIST: "./.tmp/no-web-build",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-20_000);
  });
  let stdout = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-1_000_000);
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  const started = Date.now();
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() - started < readyTimeoutMs) {
    if (gone) throw new Error(`the server exited before it was ready:\n${stderr}`);
    const ready = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, child, exited, stderr: () => stderr, stdout: () => stdout };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the server was not ready within ${readyTimeoutMs} ms:\n${stderr}`);
}

/** Stops the server with `signal` and waits until it is gone. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

export type BearerUser = { id: string; token: string; role: "student" | "admin" };

/**
 * Users with a session each, written straight into the database (hashing passwords is not what these tests are
 * about); each signs in with `authorization: Bearer <token>`, signed as sign-in signs it (with the secret the
 * server keeps in the database, so the server must run without SESSION_SECRET).
 */
export async function insertBearerUsers(db: Db, count: number, role: "student" | "admin", label: string) {
  const secret = await loadAuthSecret(db, undefined);
  const sessions = Array.from({ length: count }, (_, i) => ({
    id: `${label}-${role}-${i}`,
    session: randomBytes(24).toString("base64url"),
  }));
  const users: BearerUser[] = sessions.map(({ id, session }) => ({
    id,
    token: signedBearerToken(session, secret),
    role,
  }));
  for (let i = 0; i < sessions.length; i += 500) {
    const chunk = sessions.slice(i, i + 500);
    const rows = JSON.stringify(chunk.map((u) => ({ id: u.id, token: u.session })));
    await db.execute(sql`
      insert into users (id, name, email, email_verified, role)
      select id, 'Person ' || id, id || '@faults.example', true, ${role}
      from jsonb_to_recordset(${rows}::jsonb) as x(id text, token text)`);
    await db.execute(sql`
      insert into sessions (id, token, user_id, expires_at)
      select 's-' || id, token, id, now() + interval '1 day'
      from jsonb_to_recordset(${rows}::jsonb) as x(id text, token text)`);
  }
  return users;
}
