// A district deployment on loopback: PostgreSQL, two server processes and nginx running deploy/nginx.conf (with
// TLS, as in production; only ports and file paths are swapped). Through nginx: sign in, hold sockets on both
// processes, and see messages, notifications, moderation and scoreboard updates reach every socket; then stop one
// process and carry on through the other.
//
// Needs Debian's nginx (`apt-get install nginx`; .ci/run installs it) and a PostgreSQL server (DATABASE_URL, or
// TEST_POSTGRES_URL, or the local one on 127.0.0.1:5432).
import fs from "node:fs";
import http2 from "node:http2";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "./db/demo-people";
import {
  createScratchDatabase,
  freePort,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
  testPostgresUrl,
} from "./testing/server-process";
import { type NginxInFront, nginxPath, startNginxInFront } from "./testing/nginx-in-front";

// Fails at once where nginx is missing, saying how to install it.
nginxPath();

const ADMIN = { email: "it@district.example", password: "District-Admin-2026" };
const [MAYA, JORDAN] = DEMO_STUDENTS.map((s) => ({ email: s.email, password: DEMO_PASSWORD }));
const CLOSE_POLICY = 1008;

let dir: string;
let scratch: ScratchDatabase;
const servers: ServerProcess[] = [];
const portOf = (server: ServerProcess) => Number(new URL(server.base).port);
let nginx: NginxInFront | undefined;
let base: string;
let certificate: Buffer;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: unknown };

/** An HTTPS request through nginx, trusting only the test's own certificate. */
function call(method: string, url: string, options: { cookie?: string; body?: unknown } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = https.request(
      `${base}${url}`,
      {
        method,
        ca: certificate,
        headers: {
          origin: base,
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode!, headers: response.headers, body });
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

async function signIn({ email, password }: { email: string; password: string }) {
  const res = await call("POST", "/api/auth/sign-in/email", { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const session = setCookie.map((c) => c.split(";")[0]!).find((c) => c.split("=")[0]!.endsWith("session_token"));
  expect(session, "a session cookie").toBeDefined();
  const me = await call("GET", "/api/accounts/me", { cookie: session });
  expect(me.status).toBe(200);
  return { cookie: session!, id: (me.body as { user: { id: string } }).user.id };
}

type Frame = { type: string; topic?: string; event?: string; data?: Record<string, unknown> };
type Socket = {
  ws: WebSocket;
  upstream: string;
  frames: Frame[];
  closed: Promise<number>;
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
};

async function openSocket(cookie: string | undefined, topics: string[]): Promise<Socket> {
  let upstream = "";
  const ws = new WebSocket(`${base.replace("https", "wss")}/api/realtime`, {
    ca: certificate,
    headers: { origin: base, ...(cookie ? { cookie } : {}) },
  });
  ws.on("upgrade", (res) => (upstream = String(res.headers["x-cohort-upstream"] ?? "")));
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (raw) => {
    frames.push(JSON.parse(raw.toString()) as Frame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  const next: Socket["next"] = (match, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = frames.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching frame on ${upstream} in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  await next((f) => f.type === "ready");
  for (const topic of topics) {
    ws.send(JSON.stringify({ type: "subscribe", topic }));
    const answer = await next((f) => f.topic === topic && (f.type === "subscribed" || f.type === "error"));
    expect(answer.type, `subscribing to ${topic}`).toBe("subscribed");
  }
  return { ws, upstream, frames, closed, next };
}

/** Sockets of one person until they are held by every server process (nginx picks the process). */
async function socketsOnEveryProcess(cookie: string | undefined, topics: string[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  const wanted = servers.map((s) => `127.0.0.1:${portOf(s)}`);
  while (!wanted.every((u) => sockets.some((s) => s.upstream === u))) {
    if (sockets.length >= 8)
      throw new Error(`nginx kept these sockets on one process: ${sockets.map((s) => s.upstream)}`);
    sockets.push(await openSocket(cookie, topics));
  }
  return sockets;
}

const allSockets: Socket[] = [];

describe("two server processes behind nginx", () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cohort-nginx-data-"));
    scratch = await createScratchDatabase(testPostgresUrl(), "cohort_nginx");
    const port = await freePort();
    base = `https://127.0.0.1:${port}`;
    const env = {
      DATABASE_URL: scratch.url,
      DATA_DIR: path.join(dir, "data"),
      PUBLIC_URL: base,
      TRUST_PROXY: "1",
      SESSION_SECRET: "a-district-wide-secret-of-at-least-32-characters",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: the first runs the migrations and writes the demo accounts.
    servers.push(await startServerProcess(await freePort(), { ...env, DEMO_DATA: "1" }));
    servers.push(await startServerProcess(await freePort(), env));
    nginx = await startNginxInFront(servers.map(portOf), { upstreamHeader: true, port });
    certificate = nginx.certificate;
  }, 180_000);

  afterAll(async () => {
    for (const socket of allSockets) socket.ws.terminate();
    await nginx?.stop();
    await Promise.all(servers.map((s) => stopServerProcess(s)));
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("speaks HTTP/2 to browsers: a phone fetches a page's 40 chunks over one connection, not six", async () => {
    const session = http2.connect(base, { ca: certificate });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const stream = session.request({ ":path": "/api/ready" });
        stream.on("response", (headers) => resolve(Number(headers[":status"])));
        stream.on("error", reject);
        stream.end();
      });
      expect(session.alpnProtocol).toBe("h2");
      expect(status).toBe(200);
    } finally {
      session.close();
    }
  });

  it("carries sign-in, and every kind of live update to sockets on both processes; then survives losing one", async () => {
    const admin = await signIn(ADMIN);
    const maya = await signIn(MAYA!);
    const jordan = await signIn(JORDAN!);
    const publicTopics = ["notifications", "sports:match:1"];

    const adminSockets = await socketsOnEveryProcess(admin.cookie, ["admin", `user:${admin.id}`, ...publicTopics]);
    const mayaSockets = await socketsOnEveryProcess(maya.cookie, [`user:${maya.id}`, ...publicTopics]);
    const jordanSockets = await socketsOnEveryProcess(jordan.cookie, [`user:${jordan.id}`, ...publicTopics]);
    const viewers = await socketsOnEveryProcess(undefined, publicTopics);
    const everyone = [...adminSockets, ...mayaSockets, ...jordanSockets, ...viewers];
    allSockets.push(...everyone);

    // A message from Maya (answered by whichever process) reaches the admin's sockets and her own, on both.
    const sent = await call("POST", "/api/messages", {
      cookie: maya.cookie,
      body: { recipientId: admin.id, content: "Is the gym open after school?" },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const messageId = (sent.body as { message: { id: string } }).message.id;
    await Promise.all(
      [...adminSockets, ...mayaSockets].map((s) => s.next((f) => f.event === "message" && f.data?.id === messageId)),
    );

    // A notification reaches everyone, signed in or not.
    const notice = await call("POST", "/api/admin/notifications", {
      cookie: admin.cookie,
      body: { title: "Snow day", message: "School is closed tomorrow.", type: "warning" },
    });
    expect(notice.status, JSON.stringify(notice.body)).toBe(201);
    const noticeId = (notice.body as { notification: { id: string } }).notification.id;
    await Promise.all(
      everyone.map((s) => s.next((f) => f.type === "event" && f.topic === "notifications" && f.data?.id === noticeId)),
    );

    // A goal on the scoreboard reaches every socket following the match.
    const changeId = `nginx-${Date.now()}`;
    const goal = await call("PATCH", "/api/sports/matches/1", {
      cookie: admin.cookie,
      body: { teamAScoreChange: 1, changeId },
    });
    expect(goal.status, JSON.stringify(goal.body)).toBe(200);
    await Promise.all(
      everyone.map((s) =>
        s.next((f) => f.type === "event" && f.topic === "sports:match:1" && JSON.stringify(f.data).includes(changeId)),
      ),
    );

    // A ban closes every one of Jordan's sockets, whichever process holds them, and his session stops working.
    const ban = await call("PATCH", `/api/admin/users/${jordan.id}/status`, {
      cookie: admin.cookie,
      body: { status: "banned", reason: "Spam", banHours: 24 },
    });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);
    expect(await Promise.all(jordanSockets.map((s) => s.closed))).toEqual(jordanSockets.map(() => CLOSE_POLICY));
    expect((await call("GET", "/api/messages/conversations", { cookie: jordan.cookie })).status).toBeGreaterThanOrEqual(
      400,
    );

    // One process stops (as in a rolling restart): its sockets are told to go away, nothing else notices.
    const [stopped, remaining] = servers as [ServerProcess, ServerProcess];
    const stoppedUpstream = `127.0.0.1:${portOf(stopped)}`;
    await stopServerProcess(stopped, "SIGTERM");
    const dropped = [...adminSockets, ...mayaSockets, ...viewers].filter((s) => s.upstream === stoppedUpstream);
    expect(dropped.length).toBeGreaterThan(0);
    await Promise.all(dropped.map((s) => s.closed));

    for (let i = 0; i < 6; i++) {
      const me = await call("GET", "/api/accounts/me", { cookie: maya.cookie });
      expect(me.status).toBe(200);
      // nginx may first try the stopped process (then the header lists both): the answer comes from the other.
      expect(String(me.headers["x-cohort-upstream"]).split(", ").at(-1)).toBe(`127.0.0.1:${portOf(remaining)}`);
    }
    const reconnected = await openSocket(admin.cookie, [`user:${admin.id}`]);
    allSockets.push(reconnected);
    expect(reconnected.upstream.split(", ").at(-1)).toBe(`127.0.0.1:${portOf(remaining)}`);
    const after = await call("POST", "/api/messages", {
      cookie: maya.cookie,
      body: { recipientId: admin.id, content: "Thanks!" },
    });
    expect(after.status).toBe(201);
    const afterId = (after.body as { message: { id: string } }).message.id;
    await reconnected.next((f) => f.event === "message" && f.data?.id === afterId);
  }, 120_000);
});
