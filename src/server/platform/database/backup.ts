// Backups of one Cohort installation as one .tar.gz: the database (PGlite's data folder as PGlite dumps it, or a
// pg_dump archive of the PostgreSQL database), the local file store (DATA_DIR/files) and a manifest with each
// table's row count, which the restore checks. `npm run backup` and `npm run restore` call these.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { lockDataDir } from "./db";
import { PARTIAL_SUFFIX } from "../files/local-file-store";

const run = promisify(execFile);

export const MANIFEST_NAME = "cohort-backup.json";
const PGLITE_DUMP = "database.tar.gz";
const POSTGRES_DUMP = "database.pgdump";

export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  /** Rows per table at the time of the dump. */
  rows: Record<string, number>;
  files: number;
};

export type BackupTarget = { dataDir: string; databaseUrl?: string | undefined };

const pgliteDir = (dataDir: string) => path.join(dataDir, "pgdata");
const filesDir = (dataDir: string) => path.join(dataDir, "files");

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function isEmptyFolder(folder: string) {
  const entries = await fs.readdir(folder).catch(() => []);
  return entries.length === 0;
}

/** Rows per table in the public schema (plus the migration journal), through any `query`. */
async function countRows(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const tables = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows as { name: string }[]) {
    const [schema, table] = name.split(".") as [string, string];
    const counted = await query(`select count(*)::int as n from "${schema}"."${table}"`);
    rows[name] = Number(counted.rows[0]!.n);
  }
  return rows;
}

async function tar(args: string[]) {
  try {
    await run("tar", args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new Error("`tar` was not found: install it (Debian: apt-get install tar)");
    throw error;
  }
}

async function pgTool(tool: "pg_dump" | "pg_restore", args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new Error(
        `\`${tool}\` was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`,
      );
    }
    throw new Error(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

async function countFiles(folder: string): Promise<number> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX)).length;
}

/**
 * Writes a backup of `target` to `archive` (a .tar.gz), written aside and renamed so a cut-short backup is never
 * mistaken for a whole one. The database is dumped before the files are read: files are written before the rows
 * that name them commit, so every row in the dump finds its file in the archive.
 */
export async function createBackup(target: BackupTarget, archive: string): Promise<BackupManifest> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), "cohort-backup-"));
  try {
    let manifest: BackupManifest;
    if (target.databaseUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        // One snapshot for the row counts and pg_dump, so the manifest describes exactly what the dump holds
        // while the server goes on writing.
        await client.query("begin isolation level repeatable read read only");
        const snapshot = (await client.query("select pg_export_snapshot() as id")).rows[0].id as string;
        const rows = await countRows((text) => client.query(text));
        await pgTool("pg_dump", [
          "--format=custom",
          "--no-owner",
          "--no-acl",
          `--snapshot=${snapshot}`,
          `--file=${path.join(staging, POSTGRES_DUMP)}`,
          `--dbname=${target.databaseUrl}`,
        ]);
        await client.query("commit");
        manifest = { format: 1, createdAt: new Date().toISOString(), database: "postgres", rows, files: 0 };
      } finally {
        await client.end();
      }
    } else {
      const dir = pgliteDir(target.dataDir);
      if (!(await exists(path.join(dir, "PG_VERSION")))) throw new Error(`There is no database in ${dir}`);
      // Refuses while the server has the database open: PGlite serves one process, so stop the server first.
      const unlock = lockDataDir(path.resolve(dir));
      try {
        const client = await PGlite.create(path.resolve(dir));
        try {
          const rows = await countRows((text) => client.query(text));
          const dump = await client.dumpDataDir("gzip");
          await fs.writeFile(path.join(staging, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
          manifest = { format: 1, createdAt: new Date().toISOString(), database: "pglite", rows, files: 0 };
        } finally {
          await client.close();
        }
      } finally {
        unlock();
      }
    }
    const files = filesDir(target.dataDir);
    const hasFiles = await exists(files);
    manifest.files = hasFiles ? await countFiles(files) : 0;
    await fs.writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);

    await fs.mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    const partial = `${path.resolve(archive)}${PARTIAL_SUFFIX}`;
    const dump = manifest.database === "pglite" ? PGLITE_DUMP : POSTGRES_DUMP;
    await tar([
      "--create",
      "--gzip",
      `--file=${partial}`,
      `--exclude=*${PARTIAL_SUFFIX}`,
      `--directory=${staging}`,
      MANIFEST_NAME,
      dump,
      ...(hasFiles ? [`--directory=${path.resolve(target.dataDir)}`, "files"] : []),
    ]);
    const handle = await fs.open(partial, "r");
    await handle.sync();
    await handle.close();
    await fs.rename(partial, path.resolve(archive));
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Reads the manifest of a backup archive without restoring it. */
export async function readManifest(archive: string): Promise<BackupManifest> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), "cohort-manifest-"));
  try {
    await tar(["--extract", "--gzip", `--file=${archive}`, `--directory=${staging}`, MANIFEST_NAME]);
    return parseManifest(await fs.readFile(path.join(staging, MANIFEST_NAME), "utf8"));
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

function parseManifest(text: string): BackupManifest {
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1 || (manifest.database !== "pglite" && manifest.database !== "postgres")) {
    throw new Error("This is not a Cohort backup (or one from a newer version)");
  }
  return manifest;
}

/**
 * Restores `archive` into `target`, which must be fresh: an empty DATA_DIR (no database, no files) and, with
 * DATABASE_URL, an empty database. Then counts every table's rows and the files and compares them with the
 * manifest; resolves to the manifest when all match, throws naming what differs otherwise.
 */
export async function restoreBackup(archive: string, target: BackupTarget): Promise<BackupManifest> {
  if (!(await exists(archive))) throw new Error(`There is no backup at ${archive}`);
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), "cohort-restore-"));
  try {
    await tar(["--extract", "--gzip", `--file=${archive}`, `--directory=${staging}`]);
    const manifest = parseManifest(await fs.readFile(path.join(staging, MANIFEST_NAME), "utf8"));
    const files = filesDir(target.dataDir);
    if (!(await isEmptyFolder(files))) throw new Error(`${files} is not empty: restore into a fresh DATA_DIR`);

    let restoredRows: Record<string, number>;
    if (manifest.database === "postgres") {
      if (!target.databaseUrl) {
        throw new Error("This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it");
      }
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      try {
        const tables = await client.query<{ n: number }>(
          `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
        );
        if (tables.rows[0]!.n > 0)
          throw new Error("The database of DATABASE_URL is not empty: restore into a fresh one");
        await pgTool("pg_restore", [
          "--no-owner",
          "--no-acl",
          "--exit-on-error",
          "--single-transaction",
          `--dbname=${target.databaseUrl}`,
          path.join(staging, POSTGRES_DUMP),
        ]);
        restoredRows = await countRows((text) => client.query(text));
      } finally {
        await client.end();
      }
    } else {
      if (target.databaseUrl) {
        throw new Error("This backup is of the embedded database (PGlite): unset DATABASE_URL to restore it");
      }
      const dir = pgliteDir(target.dataDir);
      if (!(await isEmptyFolder(dir))) throw new Error(`${dir} is not empty: restore into a fresh DATA_DIR`);
      await fs.mkdir(dir, { recursive: true });
      const unlock = lockDataDir(path.resolve(dir));
      try {
        const dump = await fs.readFile(path.join(staging, PGLITE_DUMP));
        const client = await PGlite.create({ dataDir: path.resolve(dir), loadDataDir: new Blob([dump]) });
        try {
          restoredRows = await countRows((text) => client.query(text));
        } finally {
          await client.close();
        }
      } finally {
        unlock();
      }
    }

    if (await exists(path.join(staging, "files"))) {
      await fs.mkdir(path.dirname(files), { recursive: true });
      await fs.rm(files, { recursive: true, force: true });
      await fs.cp(path.join(staging, "files"), files, { recursive: true });
    }
    const differences = Object.entries(manifest.rows)
      .filter(([table, n]) => restoredRows[table] !== n)
      .map(([table, n]) => `${table}: ${restoredRows[table] ?? 0} of ${n} rows`);
    const restoredFiles = await countFiles(files);
    if (restoredFiles < manifest.files) differences.push(`files: ${restoredFiles} of ${manifest.files}`);
    if (differences.length) throw new Error(`The restore is incomplete:\n  ${differences.join("\n  ")}`);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
