// `npm run backup` and `npm run restore` on both databases: an installation with accounts, messages and receipt
// uploads (through the real routes) is backed up, restored into a fresh DATA_DIR (and a fresh PostgreSQL database),
// and every row and every file is found again, unchanged. The PostgreSQL part uses DATABASE_URL's server, else the
// local 127.0.0.1:5432.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { ensureBaseRows } from "../../db/bootstrap";
import { insertBearerUsers } from "../../testing/server-process";
import { withDatabaseName } from "../../testing/test-database";
import { type Database, openDatabase, queryRows } from "./db";
import { readManifest } from "./backup";

const run = promisify(execFile);
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ROOT = path.resolve(import.meta.dirname, "../../../..");
// Tables whose every row is compared, ordered by a column that is unique in each.
const COMPARED = { users: "id", sessions: "id", messages: "id", spikeball_applications: "id", schools: "id" };

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Runs an npm script's file as `npm run <name>` would, with this environment; resolves to its output. */
async function npmScript(script: "backup" | "restore", args: string[], env: Record<string, string | undefined>) {
  return run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: undefined, LOG_LEVEL: "silent", ...env },
  });
}

function multipart(body: Buffer) {
  const boundary = `----backup${randomBytes(8).toString("hex")}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** Every file under `root`, relative to it, with its bytes. */
function readTree(root: string): Map<string, Buffer> {
  const tree = new Map<string, Buffer>();
  if (!fs.existsSync(root)) return tree;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    tree.set(path.relative(root, file), fs.readFileSync(file));
  }
  return tree;
}

async function snapshot(database: Database) {
  const tables: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(COMPARED)) {
    tables[table] = await queryRows(database.db, sql.raw(`select * from ${table} order by ${order}`));
  }
  return tables;
}

describe.each(["pglite", "postgres"] as const)("backup and restore (%s)", (kind) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `cohort-backup-${kind}-`));
  const source = path.join(tmp, "source");
  const restored = path.join(tmp, "restored");
  const archive = path.join(tmp, "backups", "cohort.tar.gz");
  const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
  const sourceUrl = kind === "postgres" ? withDatabaseName(SERVER_URL, `cohort_backup_${suffix}`) : undefined;
  const restoredUrl = kind === "postgres" ? withDatabaseName(SERVER_URL, `cohort_restored_${suffix}`) : undefined;
  const open = (dataDir: string, url: string | undefined) =>
    openDatabase(url ? { databaseUrl: url } : { pgliteDir: path.join(dataDir, "pgdata") });
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    if (kind === "postgres") {
      await adminQuery(`create database ${new URL(sourceUrl!).pathname.slice(1)}`);
      await adminQuery(`create database ${new URL(restoredUrl!).pathname.slice(1)}`);
    }
    // An installation in use: accounts, a conversation and receipts uploaded through the real routes.
    const database = await open(source, sourceUrl);
    await database.migrate();
    const config = loadConfig({ DATA_DIR: source, LOG_LEVEL: "silent" });
    await ensureBaseRows(database.db, config);
    const [admin] = await insertBearerUsers(database.db, 1, "admin", "backup");
    const students = await insertBearerUsers(database.db, 4, "student", "backup");
    const app = await buildApp({ config, database, logger: false, mailer: { send: async () => undefined } });
    await app.ready();
    for (const [i, student] of students.entries()) {
      const headers = { authorization: `Bearer ${student.token}` };
      const sent = await app.inject({
        method: "POST",
        url: "/api/messages",
        headers,
        payload: { recipientId: admin!.id, content: `message ${i} with ünïcödé and 'quotes'` },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const image = await sharp({ create: { width: 60 + i, height: 40, channels: 3, background: "#336699" } })
        .png()
        .toBuffer();
      const body = multipart(image);
      const uploaded = await app.inject({
        method: "POST",
        url: "/api/spikeball/application",
        headers: { ...headers, "content-type": body.contentType },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
    await app.close();
    before = await snapshot(database);
    await database.close();
  }, 240_000);

  afterAll(async () => {
    if (kind === "postgres") {
      for (const url of [sourceUrl!, restoredUrl!]) {
        await adminQuery(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
      }
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  if (kind === "pglite") {
    it("refuses to back up the embedded database while another process has it open", async () => {
      const database = await open(source, undefined);
      try {
        const failed = await npmScript("backup", [archive], { DATA_DIR: source }).catch((error: unknown) => error);
        expect((failed as { stderr: string }).stderr).toMatch(/in use by process \d+.*Stop that process first/);
        expect(fs.existsSync(archive)).toBe(false);
      } finally {
        await database.close();
      }
    });
  }

  it("restores every row and every file into a fresh installation", { timeout: 300_000 }, async () => {
    const backedUp = await npmScript("backup", [archive], { DATA_DIR: source, DATABASE_URL: sourceUrl });
    expect(backedUp.stdout).toMatch(/Backed up .* and 4 files to /);
    const manifest = await readManifest(archive);
    expect(manifest).toMatchObject({ database: kind, files: 4 });
    expect(manifest.rows["public.messages"]).toBe(4);
    expect(fs.readdirSync(path.dirname(archive))).toEqual(["cohort.tar.gz"]);

    const restoredOut = await npmScript("restore", [archive], { DATA_DIR: restored, DATABASE_URL: restoredUrl });
    expect(restoredOut.stdout).toMatch(/all counts match/);

    const database = await open(restored, restoredUrl);
    try {
      await database.migrate();
      expect(await snapshot(database)).toEqual(before);
      const applications = before.spikeball_applications as { receipt_key: string }[];
      expect(applications).toHaveLength(4);
      const sourceFiles = readTree(path.join(source, "files"));
      const restoredFiles = readTree(path.join(restored, "files"));
      expect(restoredFiles).toEqual(sourceFiles);
      for (const { receipt_key: key } of applications) expect(restoredFiles.has(key)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("refuses to restore over an installation that has data", async () => {
    const failed = await npmScript("restore", [archive], { DATA_DIR: restored, DATABASE_URL: restoredUrl }).catch(
      (error: unknown) => error,
    );
    expect((failed as { stderr: string }).stderr).toMatch(/not empty: restore into a fresh/);
  });
});
