import { EventEmitter } from "node:events";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../db/schema";
import { PASSWORD, sessionCookie, signedInStudent, signIn } from "../../testing/accounts";
import { openSocket } from "../../testing/sockets";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app";
import { ensureAdmin } from "../../features/accounts/ensure-admin";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { createTestDatabase } from "../../testing/test-database";
import { type Database, openDatabase } from "../database/db";
import { MAX_BUFFERED_BYTES, RealtimeHub } from "./realtime";

let t: TestApp;
let baseUrl: string;
let n = 0;
const freshEmail = () => `rt${++n}@riverside.example`;
const idOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  t.app.realtime.registerTopic("scoreboard", () => true);
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t.close());

describe("topic rules", () => {
  it("lets an anonymous visitor follow a public topic and receive its events", async () => {
    const client = await openSocket(baseUrl);
    expect(await client.subscribe("scoreboard")).toMatchObject({ type: "subscribed" });
    await t.app.realtime.publish(t.database.db, "scoreboard", "goal", { match: 1 });
    expect(await client.next((f) => f.type === "event")).toEqual({
      type: "event",
      topic: "scoreboard",
      event: "goal",
      data: { match: 1 },
    });
    client.socket.close();
  });

  it("refuses an anonymous visitor the user and admin topics, and unknown topics", async () => {
    const client = await openSocket(baseUrl);
    for (const topic of ["user:someone", "admin", "no-such-topic", "scoreboard-extra:1"]) {
      expect(await client.subscribe(topic)).toMatchObject({ type: "error", code: "forbidden" });
    }
    client.socket.close();
  });

  it("gives a student their own user topic only", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const other = freshEmail();
    await signedInStudent(t, { email: other, password: PASSWORD });
    const client = await openSocket(baseUrl, { cookie, origin: TEST_ORIGIN });
    expect(await client.subscribe(`user:${await idOf(email)}`)).toMatchObject({ type: "subscribed" });
    expect(await client.subscribe(`user:${await idOf(other)}`)).toMatchObject({ type: "error", code: "forbidden" });
    expect(await client.subscribe("admin")).toMatchObject({ type: "error", code: "forbidden" });
    client.socket.close();
  });

  it("gives an admin the admin topic", async () => {
    const admin = { email: "ops@riverside.example", password: "Admin-Pass-2026" };
    await ensureAdmin(t.database.db, { ...admin, schoolId: t.schoolId });
    const cookie = sessionCookie(await signIn(t, admin));
    const client = await openSocket(baseUrl, { cookie });
    expect(await client.subscribe("admin")).toMatchObject({ type: "subscribed" });
    client.socket.close();
  });

  it("accepts the iOS app's bearer token", async () => {
    const email = freshEmail();
    await signedInStudent(t, { email, password: PASSWORD });
    const res = await signIn(t, { email, password: PASSWORD }, { bearer: true });
    const client = await openSocket(baseUrl, { authorization: `Bearer ${res.headers["set-auth-token"]}` });
    expect(client.frames[0]).toEqual({ type: "ready", userId: await idOf(email) });
    client.socket.close();
  });

  it("refuses a bearer token that finds no session with 401, rather than opening an anonymous socket", async () => {
    await expect(openSocket(baseUrl, { authorization: "Bearer not-a-token" })).rejects.toThrow(/401/);
  });
});

describe("delivery", () => {
  it("delivers an event published in a transaction only if the transaction commits", async () => {
    const client = await openSocket(baseUrl);
    await client.subscribe("scoreboard");
    await t.database.db
      .transaction(async (tx) => {
        await t.app.realtime.publish(tx, "scoreboard", "rolled-back");
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await t.database.db.transaction(async (tx) => {
      await t.app.realtime.publish(tx, "scoreboard", "committed");
    });
    const event = await client.next((f) => f.type === "event");
    expect(event.event).toBe("committed");
    expect(client.frames.some((f) => f.event === "rolled-back")).toBe(false);
    client.socket.close();
  });

  it("delivers events published together in one statement, in order", async () => {
    const client = await openSocket(baseUrl);
    await client.subscribe("scoreboard");
    await t.database.db.transaction(async (tx) => {
      await t.app.realtime.publishAll(tx, [
        { topic: "scoreboard", event: "first", data: { n: 1 } },
        { topic: "scoreboard", event: "second", data: { n: 2 } },
      ]);
    });
    await client.next((f) => f.type === "event" && f.event === "second");
    const events = client.frames.filter((f) => f.type === "event").map((f) => f.event);
    expect(events.slice(-2)).toEqual(["first", "second"]);
    client.socket.close();
  });

  it("refuses to publish a payload too large for NOTIFY", async () => {
    await expect(t.app.realtime.publish(t.database.db, "scoreboard", "big", "x".repeat(9000))).rejects.toThrow(
      /too large/,
    );
  });
});

describe("limits and closing", () => {
  it("does not add a topic unsubscribed while its rule was being checked", async () => {
    t.app.realtime.registerTopic("gone", () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 30)));
    const client = await openSocket(baseUrl);
    client.socket.send(JSON.stringify({ type: "subscribe", topic: "gone:1" }));
    client.socket.send(JSON.stringify({ type: "unsubscribe", topic: "gone:1" }));
    await client.next((f) => f.type === "unsubscribed" && f.topic === "gone:1");
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(t.app.realtime.stats().topics).toBe(0);
    await t.app.realtime.publish(t.database.db, "gone:1", "late");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.frames.some((f) => f.type === "event" || f.type === "subscribed")).toBe(false);
    client.socket.close();
  });

  it("closes a socket that sends a frame over 64 KiB with 1009", async () => {
    const client = await openSocket(baseUrl);
    client.socket.send("x".repeat(64 * 1024 + 1));
    expect((await client.closed).code).toBe(1009);
  });

  it("refuses a connection from a foreign origin", async () => {
    await expect(openSocket(baseUrl, { origin: "https://evil.example" })).rejects.toThrow(/403/);
  });

  it("closes a banned user's sockets at once with 1008", async () => {
    const email = freshEmail();
    const cookie = await signedInStudent(t, { email, password: PASSWORD });
    const client = await openSocket(baseUrl, { cookie });
    const admin = { email: "ops@riverside.example", password: "Admin-Pass-2026" };
    await ensureAdmin(t.database.db, { ...admin, schoolId: t.schoolId });
    const adminCookie = sessionCookie(await signIn(t, admin));
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${await idOf(email)}/status`,
      headers: { cookie: adminCookie, origin: TEST_ORIGIN },
      payload: { status: "banned", reason: "Spam", banHours: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect((await client.closed).code).toBe(1008);
  });

  it("closes the sockets of a session that signs out with 1008", async () => {
    const cookie = await signedInStudent(t, { email: freshEmail(), password: PASSWORD });
    const client = await openSocket(baseUrl, { cookie });
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await client.closed).code).toBe(1008);
  });
});

// A stand-in socket: the hub's reaping and back-pressure rules, without timing a real network.
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  pings = 0;
  terminated = false;
  send(frame: string) {
    this.sent.push(frame);
  }
  ping() {
    this.pings++;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
  }
  close() {
    this.readyState = 3;
  }
}

describe("memory per socket", () => {
  it("lets go of the upgrade request and its reply while the socket stays open", async () => {
    // A full collection on demand (vitest's workers do not expose `gc`): what no socket holds must be gone after it.
    setFlagsFromString("--expose-gc");
    const collect = runInNewContext("gc") as () => void;
    let request: WeakRef<object> | undefined;
    // @fastify/websocket hands its 'connection' event the raw request; the reply and the request wrap it.
    t.app.websocketServer.once("connection", (_socket: unknown, raw: object) => (request = new WeakRef(raw)));
    const client = await openSocket(baseUrl);
    expect(await client.subscribe("scoreboard")).toMatchObject({ type: "subscribed" });
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    expect(request).toBeInstanceOf(WeakRef);
    expect(request!.deref()).toBeUndefined();
    await t.app.realtime.publish(t.database.db, "scoreboard", "goal", { match: 2 });
    expect(await client.next((f) => f.type === "event")).toMatchObject({ data: { match: 2 } });
    client.socket.close();
  });
});

describe("the hub's housekeeping", () => {
  const fakeDatabase = { listen: async () => async () => undefined } as unknown as Database;
  const log = { error: vi.fn(), warn: vi.fn() } as never;

  it("reaps a socket that missed a heartbeat and keeps one that answered", async () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub(fakeDatabase, log, { heartbeatMs: 1000 });
      await hub.start();
      const silent = new FakeSocket();
      const lively = new FakeSocket();
      hub.accept(silent as never, null);
      hub.accept(lively as never, null);
      await vi.advanceTimersByTimeAsync(1000);
      expect(silent.pings).toBe(1);
      lively.emit("pong");
      await vi.advanceTimersByTimeAsync(1000);
      expect(silent.terminated).toBe(true);
      expect(lively.terminated).toBe(false);
      expect(hub.stats().sockets).toBe(1);
      await hub.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("pings a tenth of the sockets at a time, each once per heartbeat", async () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub(fakeDatabase, log, { heartbeatMs: 1000 });
      await hub.start();
      const sockets = Array.from({ length: 20 }, () => new FakeSocket());
      for (const socket of sockets) hub.accept(socket as never, null);
      const pinged = () => sockets.filter((socket) => socket.pings > 0).length;
      await vi.advanceTimersByTimeAsync(100);
      expect(pinged()).toBe(2);
      await vi.advanceTimersByTimeAsync(400);
      expect(pinged()).toBe(10);
      await vi.advanceTimersByTimeAsync(500);
      expect(sockets.map((socket) => socket.pings)).toEqual(sockets.map(() => 1));
      await hub.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a slow reader instead of buffering without end", async () => {
    const hub = new RealtimeHub(fakeDatabase, log);
    const slow = new FakeSocket();
    hub.accept(slow as never, null);
    slow.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    slow.emit("message", Buffer.from(JSON.stringify({ type: "ping" })), false);
    await vi.waitFor(() => expect(slow.terminated).toBe(true));
    expect(hub.stats().sockets).toBe(0);
  });

  it("closes sockets whose session has ended at the next heartbeat", async () => {
    vi.useFakeTimers();
    try {
      const hub = new RealtimeHub(fakeDatabase, log, {
        heartbeatMs: 1000,
        validSessions: async () => new Set(["still-valid"]),
      });
      await hub.start();
      const kept = new FakeSocket();
      const ended = new FakeSocket();
      const closeSpy = vi.spyOn(ended, "close");
      const user = { id: "u1", role: "student" } as never;
      hub.accept(kept as never, { user, sessionId: "still-valid" });
      hub.accept(ended as never, { user, sessionId: "gone" });
      await vi.advanceTimersByTimeAsync(1000);
      expect(closeSpy).toHaveBeenCalledWith(1008, "session ended");
      expect(kept.readyState).toBe(1);
      await hub.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves alone a socket that connected while the sessions were being checked", async () => {
    vi.useFakeTimers();
    try {
      let answer: (valid: Set<string>) => void = () => undefined;
      const asked: string[][] = [];
      const hub = new RealtimeHub(fakeDatabase, log, {
        heartbeatMs: 1000,
        validSessions: (ids) => {
          asked.push(ids);
          return new Promise((resolve) => (answer = resolve));
        },
      });
      await hub.start();
      const user = { id: "u1", role: "student" } as never;
      const early = new FakeSocket();
      hub.accept(early as never, { user, sessionId: "early" });
      await vi.advanceTimersByTimeAsync(1000);
      expect(asked).toEqual([["early"]]);
      // A socket comes in while the database is still answering (slow, under load).
      const late = new FakeSocket();
      const lateClose = vi.spyOn(late, "close");
      hub.accept(late as never, { user, sessionId: "late" });
      answer(new Set(["early"]));
      await vi.advanceTimersByTimeAsync(0);
      expect(lateClose).not.toHaveBeenCalled();
      expect(early.readyState).toBe(1);
      expect(hub.stats().sockets).toBe(2);
      await hub.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

// Two server processes on one PostgreSQL: an event published through one reaches a socket held by the other.
// PGlite is one process by nature, so this runs only where DATABASE_URL names a PostgreSQL server (CI does both).
const describeOnServer = process.env.DATABASE_URL ? describe : () => undefined;

describeOnServer("realtime across server processes", () => {
  it("delivers an event published by one instance to a socket on another", async () => {
    const shared = await createTestDatabase();
    const second = await openDatabase({ databaseUrl: shared.url, poolSize: 2 });
    const config = loadConfig({ PUBLIC_URL: "http://localhost:3000", LOG_LEVEL: "silent" });
    const mailer = { send: async () => undefined };
    const one = await buildApp({ config, database: shared, logger: false, mailer });
    const two = await buildApp({ config, database: second, logger: false, mailer });
    try {
      for (const app of [one, two]) app.realtime.registerTopic("scoreboard", () => true);
      await one.listen({ port: 0, host: "127.0.0.1" });
      const urlTwo = await two.listen({ port: 0, host: "127.0.0.1" });
      const client = await openSocket(urlTwo);
      await client.subscribe("scoreboard");
      await one.realtime.publish(shared.db, "scoreboard", "goal", { team: "A" });
      expect(await client.next((f) => f.type === "event")).toMatchObject({ event: "goal", data: { team: "A" } });
      client.socket.close();
    } finally {
      await one.close();
      await two.close();
      await second.close();
      await shared.close();
    }
  });
});
