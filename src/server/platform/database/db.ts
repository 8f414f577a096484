// Opens the database: embedded PGlite in DATA_DIR when DATABASE_URL is unset, a PostgreSQL pool when it is set.
// Both speak the same SQL and run the same committed migrations.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import * as schema from "../../db/schema";
import { migrationsFolder, pgliteTemplateDir } from "../../db/folders";
import { fillAtomically } from "./pglite-template-dir";
import { type MigrationProgress, runMigrations } from "./run-migrations";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; queries accept `Db | Tx` so a use case can run them inside its transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Runs pending migrations, telling `onProgress` of each; safe when several server processes start at once. */
  migrate(onProgress?: MigrationProgress): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from any process on this database; resolves to a stop function.
   * On a server, a dropped LISTEN connection is reopened with backoff, and `onReconnect` runs once it is back
   * (events sent meanwhile were missed, so listeners should tell their clients to refetch).
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

// Any fixed number works; every instance must use the same one so migrations never run twice at once.
const MIGRATION_LOCK_ID = 724_311_001;

export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `undefined` keeps the database in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * PGlite only: start from this data directory (a `dumpDataDir()` tarball) instead of an empty cluster. Tests load a
   * migrated template this way: creating a cluster costs seconds, loading one a fraction of a second.
   */
  pgliteTemplate?: Blob | undefined;
  poolSize?: number;
  /** PostgreSQL only: how long a request waits for the server (see POSTGRES_TIMEOUTS); tests shorten them. */
  timeouts?: Partial<PostgresTimeouts>;
  /** Told what takes time before the server can answer ("creating the database in …"), for the start's log. */
  onProgress?: (message: string) => void;
};

export type PostgresTimeouts = {
  /** Opening a connection (TCP, TLS, authentication). */
  connectMs: number;
  /** The server cancels a statement that runs longer (the connection stays usable). */
  statementMs: number;
  /** The client gives up on a query the server does not answer at all (a network that went silent). */
  queryMs: number;
};

/**
 * While the database is away, a request fails within these bounds (503 database_unavailable) instead of hanging;
 * the pool opens fresh connections once it is back. The statement timeout is shorter than the query timeout so a
 * slow query is cancelled by the server, and only a silent network trips the client's own timer.
 */
export const POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 3_000, statementMs: 15_000, queryMs: 20_000 };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    options.onProgress?.("connecting to PostgreSQL (DATABASE_URL)");
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, { ...POSTGRES_TIMEOUTS, ...options.timeouts });
  }
  const dir = options.pgliteDir;
  const fromTemplate = dir !== undefined && isEmptyDir(dir) && fs.existsSync(pgliteTemplateDir);
  if (dir) {
    options.onProgress?.(
      fromTemplate
        ? `creating the database in ${dir} from the build's template`
        : isEmptyDir(dir)
          ? `creating the database in ${dir} (the first start takes a minute)`
          : `opening the database in ${dir}`,
    );
  }
  return openPglite(dir, options.pgliteTemplate, fromTemplate);
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * The planner's cost of reading a page out of order, for the embedded PGlite and every pooled connection to a server.
 * PostgreSQL's default (4) is for spinning disks: with it, the planner read 30,000 users whole to join 300 of them,
 * where looking each up costs less. A school's database is read from memory or an SSD (decision 033).
 */
export const RANDOM_PAGE_COST = 1.1;

/**
 * PGlite's PostgreSQL runs inside the process's WebAssembly heap, so its buffer pool is the server's own memory.
 * initdb's 128 MB of shared_buffers made a third of a resting server's 370 MB; a school's hot rows fit in 16 MB, and
 * pages outside it are read from the files in DATA_DIR (kept in the OS page cache). Decision 029.
 */
export const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB", "-c", `random_page_cost=${RANDOM_PAGE_COST}`];

async function openPglite(
  dir: string | undefined,
  template: Blob | undefined,
  copyTemplate: boolean,
): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const unlock = dir ? lockDataDir(path.resolve(dir)) : () => undefined;
  let client: PGlite;
  try {
    if (dir && copyTemplate)
      await fillAtomically(dir, (partial) => fs.cpSync(pgliteTemplateDir, partial, { recursive: true }));
    // pg_trgm serves the searches by part of a name or email (a migration creates the extension).
    client = await PGlite.create({
      dataDir: dir ? path.resolve(dir) : undefined,
      loadDataDir: template,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      extensions: { pg_trgm },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    migrate: (onProgress) => runMigrations(db, migrationsFolder, onProgress),
    ping: async () => {
      await client.query("select 1");
    },
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * PGlite serves one process: a second one opening the same folder (a second server, a backup while the server runs)
 * would corrupt it, and PGlite does not stop that itself. A `<dir>.lock` file holds the owner's pid; one left by a
 * process that died (killed, crashed) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (holder && holder !== process.pid && processIsAlive(holder)) {
        throw new Error(
          `The database in ${dir} is in use by process ${holder}. Stop that process first: PGlite serves one process at a time.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
}

function processIsAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The PostgreSQL client and Drizzle's side of it, loaded only by a server on DATABASE_URL: a server on the embedded
 * PGlite does not hold them (decision 029).
 */
async function loadPostgresClient() {
  const [{ default: pgClient }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
  return { pg: pgClient, drizzlePg: drizzle };
}

async function openPostgres(url: string, poolSize: number, timeouts: PostgresTimeouts): Promise<Database> {
  const { pg, drizzlePg } = await loadPostgresClient();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    // A transaction left open by a client that went away must not hold its locks.
    idle_in_transaction_session_timeout: timeouts.queryMs,
    // Notices a dead peer on idle connections instead of keeping them for the next request.
    keepAlive: true,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // Nor a client in use (a transaction's): pg-pool listens for errors only on idle clients, and a reply that comes
  // late after a network freeze ("unexpected commandComplete") is emitted as an 'error' event, which with no listener
  // throws out of the socket's handler. The query in flight is failed all the same, and the pool drops the client.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    migrate: async (onProgress) => {
      // A connection of its own, without the request timeouts: waiting for another process's migration, or
      // building an index, may rightly take longer than any request should.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        try {
          await runMigrations(drizzlePg(client, { schema }), migrationsFolder, onProgress);
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
        }
      } finally {
        await client.end();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload, onReconnect) =>
      listenOnServer(url, timeouts.connectMs, channel, onPayload, onReconnect),
    close: () => pool.end(),
  };
}

/** A dedicated connection that LISTENs on one channel and comes back by itself after a network or server failure. */
async function listenOnServer(
  url: string,
  connectMs: number,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  const { pg } = await loadPostgresClient();
  let client: pg.Client | undefined;
  let stopped = false;
  let retryDelay = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", () => {
      // "end" follows; reconnecting happens there.
    });
    next.on("end", () => {
      if (stopped) return;
      setTimeout(() => {
        connect()
          .then(() => onReconnect?.())
          .catch(() => undefined);
      }, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 10_000);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
    retryDelay = 250;
  };

  try {
    await connect();
  } catch (err) {
    stopped = true;
    throw err;
  }
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`, which the shared Db type does not know. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
