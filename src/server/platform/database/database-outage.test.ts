// The database going away: requests answer 503 database_unavailable at once instead of hanging, /api/ready says
// so, and service comes back by itself. A TCP proxy between the app and PostgreSQL is cut or frozen to simulate it.
// The PostgreSQL part always runs against a server (DATABASE_URL's, else the local 127.0.0.1:5432), in a scratch
// database of its own, because an embedded PGlite cannot go away; the PGlite part checks what applies to it.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { ensureBaseRows } from "../../db/bootstrap";
import { jsonHeaders, lastLinkTo, PASSWORD, signedInAdmin, signedInStudent, signUp } from "../../testing/accounts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";
import { insertBearerUsers } from "../../testing/server-process";
import { withDatabaseName } from "../../testing/test-database";
import type { Mail } from "../outbound/mail";
import { isDatabaseUnavailable } from "./database-errors";
import { openDatabase, type PostgresTimeouts, POSTGRES_TIMEOUTS } from "./db";

const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A TCP proxy to PostgreSQL that can be cut (connections reset, new ones refused) or frozen (nothing answers). */
class DatabaseProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<[net.Socket, net.Socket]>();
  private frozen = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      const pair: [net.Socket, net.Socket] = [client, upstream];
      this.pairs.add(pair);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.pairs.delete(pair);
      };
      client.on("error", drop).on("close", drop);
      upstream.on("error", drop).on("close", drop);
      client.pipe(upstream);
      upstream.pipe(client);
      if (this.frozen) this.pause(pair);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  private pause([client, upstream]: [net.Socket, net.Socket]) {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  }

  /** The server is gone: every open connection is reset and new ones are refused. */
  async cut() {
    await new Promise<void>((resolve) => {
      this.server!.close(() => resolve());
      for (const [client, upstream] of this.pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      this.pairs.clear();
    });
  }

  /** The network goes silent: connections stay open, but no byte passes either way. */
  freeze() {
    this.frozen = true;
    for (const pair of this.pairs) this.pause(pair);
  }

  thaw() {
    this.frozen = false;
    for (const [client, upstream] of this.pairs) {
      client.pipe(upstream);
      upstream.pipe(client);
    }
  }

  async stop() {
    if (this.server?.listening) await this.cut();
  }
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The whole app on a scratch database reached through `proxy`, with the pool's timeouts given. */
async function appBehindProxy(proxy: DatabaseProxy, databaseName: string, timeouts: Partial<PostgresTimeouts>) {
  const proxied = new URL(withDatabaseName(SERVER_URL, databaseName));
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  const database = await openDatabase({ databaseUrl: proxied.toString(), poolSize: 5, timeouts });
  await database.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-outage-"));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: "silent" });
  const school = await ensureBaseRows(database.db, config);
  const mails: Mail[] = [];
  const app = await buildApp({ config, database, logger: false, mailer: { send: async (m) => void mails.push(m) } });
  await app.ready();
  const t: TestApp = {
    app,
    database: { ...database, url: proxied.toString() },
    config,
    schoolId: school.id,
    mails,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** Runs `request` and returns its answer with how long it took. */
async function timed<T>(request: () => Promise<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now();
  const res = await request();
  return { res, ms: performance.now() - started };
}

describe.each([
  { scenario: "cut", timeouts: {} },
  // A silent network trips the client's own timers; shortened so the test does not wait 20 s.
  { scenario: "frozen", timeouts: { connectMs: 500, statementMs: 800, queryMs: 1_000 } },
] as const)("PostgreSQL going away ($scenario)", ({ scenario, timeouts }) => {
  const databaseName = `cohort_outage_${process.pid}_${randomBytes(4).toString("hex")}`;
  const serverAddress = new URL(SERVER_URL);
  const proxy = new DatabaseProxy({ host: serverAddress.hostname, port: Number(serverAddress.port || 5432) });
  const bounds = { ...POSTGRES_TIMEOUTS, ...timeouts };
  // A request may wait for a connection, then for its query: never longer than both timeouts and some slack (wide,
  // for a busy CI machine: this proves a request cannot hang, it is not a speed figure).
  const answerWithinMs = bounds.connectMs + bounds.queryMs + 5_000;
  let t: TestApp;
  let student: string;
  let adminId: string;

  const unreadCount = () =>
    t.app.inject({ method: "GET", url: "/api/messages/unread-count", headers: { cookie: student } });
  const send = (content: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { ...jsonHeaders, cookie: student },
      payload: { recipientId: adminId, content },
    });
  const goAway = () => (scenario === "cut" ? proxy.cut() : proxy.freeze());
  const comeBack = () => (scenario === "cut" ? proxy.start() : proxy.thaw());

  beforeAll(async () => {
    await adminQuery(`create database ${databaseName}`);
    await proxy.start();
    t = await appBehindProxy(proxy, databaseName, timeouts);
    adminId = (await signedInAdmin(t)).id;
    student = await signedInStudent(t, { email: "outage@riverside.example", password: PASSWORD });
  });
  afterAll(async () => {
    proxy.thaw();
    await t?.close();
    await proxy.stop();
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
  });

  it("answers 503 database_unavailable quickly, says not ready, and resumes by itself", async () => {
    expect((await unreadCount()).statusCode).toBe(200);
    const newcomer = { email: `newcomer-${scenario}@riverside.example`, password: PASSWORD };
    expect((await signUp(t, newcomer)).statusCode).toBe(200);
    const confirmLink = await lastLinkTo(t, newcomer.email);
    await goAway();

    const read = await timed(unreadCount);
    expect(read.res.statusCode).toBe(503);
    expect(read.res.json()).toEqual({ error: { code: "database_unavailable", message: expect.any(String) } });
    expect(read.res.headers["retry-after"]).toBe("5");
    expect(read.ms).toBeLessThan(answerWithinMs);

    const write = await timed(() => send("sent while the database was away"));
    expect(write.res.statusCode).toBe(503);
    expect(write.res.json().error.code).toBe("database_unavailable");
    expect(write.ms).toBeLessThan(answerWithinMs);

    // better-auth's own endpoints too: it answers a failed query of its own with a bare 500 (here, confirming an
    // address with a good link).
    const confirm = await timed(() => t.app.inject({ method: "GET", url: confirmLink }));
    expect(confirm.res.statusCode).toBe(503);
    expect(confirm.res.json().error.code).toBe("database_unavailable");
    expect(confirm.res.headers["retry-after"]).toBe("5");
    expect(confirm.ms).toBeLessThan(answerWithinMs * 2);

    const ready = await timed(() => t.app.inject({ method: "GET", url: "/api/ready" }));
    expect(ready.res.statusCode).toBe(503);
    expect(ready.res.json().error.code).toBe("not_ready");
    expect(ready.ms).toBeLessThan(answerWithinMs);

    await comeBack();
    await vi.waitFor(
      async () => expect((await t.app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200),
      { timeout: answerWithinMs * 3, interval: 200 },
    );
    await vi.waitFor(async () => expect((await unreadCount()).statusCode).toBe(200), {
      timeout: answerWithinMs * 3,
      interval: 200,
    });
    expect((await send("sent after the database came back")).statusCode).toBe(201);
    expect((await t.app.inject({ method: "GET", url: confirmLink })).statusCode).toBeLessThan(400);

    const conversation = await t.app.inject({
      method: "GET",
      url: `/api/messages/conversations/${adminId}`,
      headers: { cookie: student },
    });
    const contents = (conversation.json() as { messages: { content: string }[] }).messages.map((m) => m.content);
    expect(contents).toContain("sent after the database came back");
    expect(contents).not.toContain("sent while the database was away");
  });
});

describe("PGlite shutting down", () => {
  it("answers 503 database_unavailable once the embedded database is closed", { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    const [student] = await insertBearerUsers(t.database.db, 1, "student", "closing");
    const headers = { authorization: `Bearer ${student!.token}` };
    expect((await t.app.inject({ method: "GET", url: "/api/messages/unread-count", headers })).statusCode).toBe(200);
    await t.database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/messages/unread-count", headers });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe("database_unavailable");
    await t.app.close();
  });
});

describe("a connection in use that fails", () => {
  it("is dropped by the pool and does not take the process down", async () => {
    const database = await openDatabase({ databaseUrl: SERVER_URL, poolSize: 2 });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const client = await pool.connect();
      // What pg does with a reply that arrives after its query gave up (a network that froze, then thawed): an
      // 'error' event on the client, which pg-pool listens for only while the client is idle.
      expect(() =>
        client.emit("error", new Error("Received unexpected commandComplete message from backend.")),
      ).not.toThrow();
      client.release(true);
      expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
    }
  });
});

describe("telling an unavailable database from a failing query", () => {
  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a connection closed under a query", new Error("Connection terminated unexpectedly")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    ["a server that does not answer", new Error("Query read timeout")],
    ["a terminated backend (57P01)", Object.assign(new Error("terminating connection"), { code: "57P01" })],
    ["a connection exception (08006)", Object.assign(new Error("connection failure"), { code: "08006" })],
    ["a wrapped cause", new Error("Failed query: select 1", { cause: new Error("Connection terminated") })],
  ])("counts %s as unavailable", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation (23505)", Object.assign(new Error("duplicate key"), { code: "23505" })],
    ["a syntax error (42601)", Object.assign(new Error("syntax error"), { code: "42601" })],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "Connection terminated"],
  ])("does not count %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
