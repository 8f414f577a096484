// Sending a message with an `Idempotency-Key`: a repeat (a retry after a lost answer, a queued message sent again)
// answers the message already stored and stores no second one, in one process and across two on PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { ensureBaseRows } from "../../db/bootstrap";
import { idempotentRequests, messages } from "../../db/schema";
import { openDatabase, queryRows } from "../../platform/database/db";
import { jsonHeaders } from "../../testing/accounts";
import { type Person, peopleKit } from "../../testing/people";
import {
  type BearerUser,
  createScratchDatabase,
  freePort,
  insertBearerUsers,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  testPostgresUrl,
} from "../../testing/server-process";
import { createTestApp, type TestApp } from "../../testing/test-app";

describe("sending a message with an Idempotency-Key", () => {
  let t: TestApp;
  const kit = peopleKit(() => t, "idem");
  let admin: Person;
  let student: Person;
  let otherStudent: Person;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await kit.admin();
    student = await kit.student();
    otherStudent = await kit.student();
  });
  afterAll(() => t.close());

  const send = (from: Person, content: string, key?: string, recipientId = admin.id) =>
    t.app.inject({
      method: "POST",
      url: "/api/messages",
      headers: { ...jsonHeaders, cookie: from.cookie, ...(key === undefined ? {} : { "idempotency-key": key }) },
      payload: { recipientId, content },
    });
  const stored = (content: string) => t.database.db.select().from(messages).where(eq(messages.content, content));

  it("stores one message when the same key is sent twice at once, and answers both alike", async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      send(student, "Twice at once", key),
      send(student, "Twice at once", key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const rows = await stored("Twice at once");
    expect(rows.map((row) => row.id)).toEqual([first.json().message.id]);
  });

  it("answers with the message as the conversation shows it, to the millisecond", async () => {
    const sent = await send(student, "Stored as answered", randomUUID());
    const page = await t.app.inject({
      method: "GET",
      url: `/api/messages/conversations/${admin.id}`,
      headers: { cookie: student.cookie },
    });
    expect(page.json().messages).toContainEqual(sent.json().message);
  });

  it("answers a later repeat with the stored message, even once it has been read", async () => {
    const key = randomUUID();
    const first = await send(student, "Read before the retry", key);
    await t.app.inject({
      method: "POST",
      url: `/api/messages/conversations/${student.id}/read`,
      headers: { origin: jsonHeaders.origin, cookie: admin.cookie },
    });
    const repeat = await send(student, "Read before the retry", key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(await stored("Read before the retry")).toHaveLength(1);
  });

  it("takes the draft's quoted form of a key as the same key", async () => {
    const key = randomUUID();
    await send(student, "Quoted or bare", key);
    expect((await send(student, "Quoted or bare", `"${key}"`)).statusCode).toBe(201);
    expect(await stored("Quoted or bare")).toHaveLength(1);
  });

  it("sends again without a key, and keeps one account's keys apart from another's", async () => {
    await send(student, "No key");
    await send(student, "No key");
    expect(await stored("No key")).toHaveLength(2);
    const key = randomUUID();
    await send(student, "Same key, two people", key);
    expect((await send(otherStudent, "Same key, two people", key)).statusCode).toBe(201);
    expect(await stored("Same key, two people")).toHaveLength(2);
  });

  it("refuses the same key with another message, storing nothing", async () => {
    const key = randomUUID();
    await send(student, "The first text", key);
    const other = await send(student, "Another text", key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe("idempotency_key_reused");
    expect(await stored("Another text")).toHaveLength(0);
  });

  it("keeps no key for a refused message, so the same key works once the request is right", async () => {
    const key = randomUUID();
    expect((await send(student, "To a student", key, otherStudent.id)).statusCode).toBe(403);
    expect(await t.database.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key))).toHaveLength(
      0,
    );
  });

  it.each([
    ["longer than 128 characters", "k".repeat(129)],
    ["empty", ""],
    ["with a space", "two words"],
    ["with a control character", "key\u0001"],
    ["with a quote inside", `"a"b"`],
  ])("refuses a key %s with 400, storing nothing", async (_label, key) => {
    const res = await send(student, `Bad key ${key.length}`, key);
    expect(res.statusCode).toBe(400);
    expect(await stored(`Bad key ${key.length}`)).toHaveLength(0);
  });

  it("describes the header in the OpenAPI document", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const operation = document.paths["/api/messages"].post;
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ in: "header", name: "idempotency-key", required: false }),
    );
    expect(operation.responses).toHaveProperty("422");
  });
});

describe("the same key sent to two server processes on PostgreSQL", () => {
  let scratch: ScratchDatabase;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  let admin: BearerUser;
  let student: BearerUser;

  beforeAll(async () => {
    scratch = await createScratchDatabase(testPostgresUrl(), "cohort_idem");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-idem-"));
    const database = await openDatabase({ databaseUrl: scratch.url });
    try {
      await database.migrate();
      await ensureBaseRows(database.db, loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }));
      admin = (await insertBearerUsers(database.db, 1, "admin", "idem"))[0]!;
      student = (await insertBearerUsers(database.db, 1, "student", "idem"))[0]!;
    } finally {
      await database.close();
    }
    const env = { DATABASE_URL: scratch.url, DATA_DIR: dataDir };
    servers.push(...(await Promise.all([0, 1].map(async () => startServerProcess(await freePort(), env)))));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stores one message and answers both processes' callers with it", { timeout: 60_000 }, async () => {
    const key = randomUUID();
    const post = (server: ServerProcess) =>
      fetch(`${server.base}/api/messages`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${student.token}`,
          "content-type": "application/json",
          "idempotency-key": key,
        },
        body: JSON.stringify({ recipientId: admin.id, content: "One message, two servers" }),
      });
    // Two requests to each process, all at once, so their inserts of the key meet in the database.
    const answers = await Promise.all(servers.flatMap((server) => [post(server), post(server)]));
    const bodies = await Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.json() })));
    expect(new Set(bodies.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(bodies.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const database = await openDatabase({ databaseUrl: scratch.url });
    try {
      const rows = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from messages where content = 'One message, two servers'`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });

  it(
    "answers a repeat whose statement began before the first committed with the first's message",
    { timeout: 60_000 },
    async () => {
      const content = "Both began before either committed";
      const post = (server: ServerProcess, key?: string) =>
        fetch(`${server.base}/api/messages`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${student.token}`,
            "content-type": "application/json",
            ...(key ? { "idempotency-key": key } : {}),
          },
          body: JSON.stringify({ recipientId: admin.id, content }),
        });
      // The student's row of the send limit, locked by a transaction held open: each process's send waits on it
      // after reading that the key is not stored, and the second still waits when the first stores it.
      expect((await post(servers[0]!)).status).toBe(201);
      const holder = new pg.Client({ connectionString: scratch.url });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query("select 1 from rate_limits where key = $1 for update", [`send-message:${student.id}`]);
        const key = randomUUID();
        const answers = Promise.all(servers.map((server) => post(server, key)));
        await expect
          .poll(async () => {
            const { rows } = await holder.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
            );
            return rows[0]!.n;
          })
          .toBe(2);
        await holder.query("commit");
        const bodies = await Promise.all(
          (await answers).map(async (res) => ({ status: res.status, body: await res.json() })),
        );
        expect(bodies.map((answer) => answer.status)).toEqual([201, 201]);
        expect(bodies[1]!.body).toEqual(bodies[0]!.body);
        const { rows } = await holder.query<{ n: number }>(
          "select count(*)::int as n from messages where content = $1",
          [content],
        );
        expect(rows[0]!.n).toBe(2);
      } finally {
        await holder.end();
      }
    },
  );
});
