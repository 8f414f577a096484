// What the benchmarks that run the server in its own process share: a throwaway PostgreSQL database, the server
// on it, accounts with sessions written straight into it (hashing thousands of passwords is not what we measure),
// and the server's resident memory.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import {
  createScratchDatabase,
  freePort,
  LOCAL_POSTGRES_URL,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "../../src/server/testing/server-process";
import { MESSAGE_SEND_LIMIT } from "../../src/domain/messaging/message-rules";
import { signedBearerToken } from "../../src/server/platform/auth/session-lookup";

export const BENCH_POSTGRES_URL = process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL;

export type BenchServer = {
  servers: ServerProcess[];
  /** A connection to the benchmark's database, for seeding and for publishing as the server does. */
  db: pg.Client;
  /** The benchmark's database, for other processes that listen on it. */
  url: string;
  close(): Promise<void>;
};

/** `processes` server processes on one new database; `close()` stops them and drops the database. */
export async function startBenchServers(env: Record<string, string> = {}, processes = 1): Promise<BenchServer> {
  const scratch = await createScratchDatabase(BENCH_POSTGRES_URL, "cohort_bench");
  // Files and mails of all the processes, as a shared volume would hold them.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-bench-"));
  const servers: ServerProcess[] = [];
  const db = new pg.Client({ connectionString: scratch.url });
  const close = async () => {
    await Promise.all(servers.map((s) => stopServerProcess(s)));
    await db.end().catch(() => undefined);
    await scratch.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < processes; i++) {
      // A bench's crowd of anonymous viewers comes from a handful of local addresses, as a school behind one NAT.
      const crowd = { ANON_SOCKETS_PER_IP: "1000000" };
      const settings = { DATABASE_URL: scratch.url, DATA_DIR: dataDir, ...crowd, ...serverNodeOptions(), ...env };
      servers.push(await startServerProcess(await freePort(), settings, { readyTimeoutMs: 180_000 }));
    }
    await db.connect();
  } catch (err) {
    await close();
    throw err;
  }
  return { servers, db, url: scratch.url, close };
}

/**
 * Accounts `<prefix>-0` … `<prefix>-<count - 1>`, confirmed, each with a session; the first is an administrator.
 * Returns their ids and bearer tokens (index i is account i), signed with `secret` (the servers' SESSION_SECRET), or
 * else with the one the servers keep in the database.
 */
export async function insertBenchUsers(db: pg.Client, count: number, prefix = "bench-user", secret?: string) {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
  const sessionTokens = ids.map(() => randomBytes(24).toString("base64url"));
  const key =
    secret ??
    (await db.query<{ value: string }>("select value from server_secrets where name = 'auth_secret'")).rows[0]!.value;
  const tokens = sessionTokens.map((token) => signedBearerToken(token, key));
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    await db.query(
      `insert into users (id, name, email, email_verified, role, school_id)
       select id, 'Student ' || id, id || '@bench.example', true,
              case when id = $2 then 'admin' else 'student' end, (select min(id) from schools)
       from unnest($1::text[]) as id`,
      [chunk, ids[0]],
    );
    await db.query(
      `insert into sessions (id, token, user_id, expires_at)
       select 's-' || u, t, u, now() + interval '1 day' from unnest($1::text[], $2::text[]) as x(u, t)`,
      [chunk, sessionTokens.slice(i, i + 1000)],
    );
  }
  return { ids, tokens };
}

/**
 * How many accounts send `messages` messages, each its share, without any passing the per-account limit on sending
 * (MESSAGE_SEND_LIMIT) whatever the run's length.
 */
export const sendersFor = (messages: number) => Math.max(1, Math.ceil(messages / MESSAGE_SEND_LIMIT.max));

/** Makes these accounts administrators, who may write to anyone. */
export async function makeAdmins(db: pg.Client, ids: string[]) {
  await db.query(`update users set role = 'admin' where id = any($1)`, [ids]);
}

/**
 * Node options for the server processes, to look inside them: `BENCH_PROBE=1` loads server-probe.mjs (event loop
 * delay and pool waits on stderr), `BENCH_SERVER_NODE_OPTIONS` adds any others (`--cpu-prof --cpu-prof-dir=…`).
 */
function serverNodeOptions(): { NODE_OPTIONS?: string } {
  const probe = process.env.BENCH_PROBE
    ? `--import ${fileURLToPath(new URL("./server-probe.mjs", import.meta.url))}`
    : "";
  const options = [probe, process.env.BENCH_SERVER_NODE_OPTIONS ?? ""].join(" ").trim();
  return options ? { NODE_OPTIONS: options } : {};
}

/** A process's resident memory in KiB. */
export function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

/** What server-probe.mjs printed (BENCH_PROBE=1): event loop delay and pool waits, every 5 s, worst first. */
export function printProbe(servers: ServerProcess[]) {
  if (!process.env.BENCH_PROBE) return;
  for (const server of servers) {
    const lines = server
      .stderr()
      .split("\n")
      .filter((line) => line.startsWith('{"probe"'))
      .map((line) => JSON.parse(line) as { loopP99: number; loopMax: number; poolWaitP99: number });
    const worst = [...lines].sort((a, b) => b.poolWaitP99 + b.loopP99 - (a.poolWaitP99 + a.loopP99)).slice(0, 3);
    console.log(`  probe of process ${server.child.pid} (${lines.length} samples), worst: ${JSON.stringify(worst)}`);
  }
}
