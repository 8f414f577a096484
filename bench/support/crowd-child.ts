// One child of a crowd (see crowd.ts): opens the sockets it is given from its own local address, subscribes each
// to its topics, and reports fan-out and message events to the parent with the monotonic clock.
import WebSocket from "ws";
import { type CrowdSocket, type FromChild, now, type ToChild } from "./crowd";

const localAddress = process.argv[2] ?? "127.0.0.1";
/** Sockets being opened at once by this child. */
const CONCURRENCY = 100;
const TIMEOUT_MS = 30_000;

type Frame = { type: string; event?: string; data?: { seq?: number; id?: string; changeId?: string } };

let sockets: WebSocket[] = [];
let events = 0;
const fanoutGot = new Map<number, number>();
let arrivals: [string, number][] = [];

const reply = (message: FromChild) => process.send!(message);

setInterval(() => {
  if (!arrivals.length) return;
  reply({ type: "messages", arrivals });
  arrivals = [];
}, 20).unref();

function onFrame(raw: WebSocket.RawData) {
  const at = now();
  const frame = JSON.parse(raw.toString()) as Frame;
  if (frame.type !== "event") return;
  events++;
  if (frame.event === "bench-fanout" && frame.data?.seq !== undefined) {
    const seq = frame.data.seq;
    const got = (fanoutGot.get(seq) ?? 0) + 1;
    fanoutGot.set(seq, got);
    if (got === sockets.length) reply({ type: "fanout", seq, at, got });
  } else if (frame.data?.changeId || frame.data?.id) {
    arrivals.push([frame.data.changeId ?? frame.data.id!, at]);
  }
}

/** Resolves with the time to open and confirm every topic, or with why it failed. */
function open(base: string, { token, topics }: CrowdSocket): Promise<{ ws: WebSocket; ms?: number; why?: string }> {
  const started = now();
  const ws = new WebSocket(`${base.replace("http", "ws")}/api/realtime`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    localAddress,
    perMessageDeflate: false,
  });
  return new Promise((resolve) => {
    let confirmed = 0;
    let settled = false;
    const settle = (why?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      ws.removeAllListeners("message");
      ws.on("message", onFrame);
      resolve(why === undefined ? { ws, ms: now() - started } : { ws, why });
    };
    const timer = setTimeout(() => settle("no confirmation in time"), TIMEOUT_MS);
    ws.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (frame.type === "ready") {
        if (!topics.length) settle();
        for (const topic of topics) ws.send(JSON.stringify({ type: "subscribe", topic }));
      } else if (frame.type === "subscribed" && ++confirmed === topics.length) settle();
      else if (frame.type === "error") settle(JSON.stringify(frame));
    });
    ws.on("error", (err) => settle(String(err)));
    ws.on("close", (code) => settle(`closed: ${code}`));
  });
}

async function connect(ref: number, base: string, list: CrowdSocket[]) {
  const connectMs: number[] = [];
  const failed: string[] = [];
  let next = 0;
  const worker = async (opened: WebSocket[]) => {
    while (next < list.length) {
      const result = await open(base, list[next++]!);
      sockets.push(result.ws);
      opened.push(result.ws);
      if (result.ms !== undefined) connectMs.push(result.ms);
      else failed.push(result.why!);
    }
  };
  const opened: WebSocket[] = [];
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, list.length) }, () => worker(opened)));
  const openCount = opened.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  reply({ type: "connected", ref, open: openCount, failed: failed.slice(0, 5), connectMs });
}

async function closeAll() {
  const closing = sockets.map(
    (ws) =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once("close", () => resolve());
        ws.close();
        setTimeout(() => {
          ws.terminate();
          resolve();
        }, 5000).unref();
      }),
  );
  await Promise.all(closing);
  sockets = [];
  fanoutGot.clear();
  reply({ type: "closed" });
}

process.on("message", (message: ToChild) => {
  if (message.cmd === "connect") void connect(message.ref, message.base, message.sockets);
  else if (message.cmd === "close") void closeAll();
  else {
    const openCount = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    reply({ type: "count", open: openCount, events });
  }
});
process.on("disconnect", () => process.exit(0));
