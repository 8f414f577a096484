// One child of a crowd (see crowd.ts): opens the sockets it is given from its own local address, subscribes each
// to its topics, and reports fan-out and message events to the parent with the monotonic clock.
import WebSocket from "ws";
import { type CrowdSocket, type FromChild, now, type Protocol, type ToChild } from "./crowd";

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

/**
 * A Socket.IO 4 packet on its WebSocket transport, read by hand so the same code receives all three servers' frames:
 * Engine.IO's ping ("2", answered "3"), open ("0{…}") and Socket.IO's connect ("40{…}") and event ("42[name, data]").
 */
function socketIoPacket(ws: WebSocket, text: string): Frame | undefined {
  if (text === "2") ws.send("3");
  else if (text.startsWith("42")) return (JSON.parse(text.slice(2)) as [string, Frame])[1];
  else if (text.startsWith("40")) return { type: "ready" };
  return undefined;
}

function parse(ws: WebSocket, protocol: Protocol, raw: WebSocket.RawData): Frame | undefined {
  const text = raw.toString();
  return protocol === "socket.io" ? socketIoPacket(ws, text) : (JSON.parse(text) as Frame);
}

function onFrame(ws: WebSocket, protocol: Protocol, raw: WebSocket.RawData) {
  const at = now();
  const frame = parse(ws, protocol, raw);
  if (frame?.type !== "event") return;
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

const PATHS: Record<Protocol, string> = {
  cohort: "/api/realtime",
  ws: "/",
  "socket.io": "/socket.io/?EIO=4&transport=websocket",
};

/**
 * Resolves with the time to open and confirm every topic, or with why it failed. The peers have no topics to ask
 * for: a bare `ws` socket is ready when open, a Socket.IO one when its namespace is connected (and in the room).
 */
function open(
  base: string,
  protocol: Protocol,
  { token, topics }: CrowdSocket,
): Promise<{ ws: WebSocket; ms?: number; why?: string }> {
  const started = now();
  const ws = new WebSocket(`${base.replace("http", "ws")}${PATHS[protocol]}`, {
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
      ws.on("message", (raw) => onFrame(ws, protocol, raw));
      resolve(why === undefined ? { ws, ms: now() - started } : { ws, why });
    };
    const timer = setTimeout(() => settle("no confirmation in time"), TIMEOUT_MS);
    if (protocol === "ws") ws.on("open", () => settle());
    // Engine.IO opens with its handshake; the namespace is joined by asking for it.
    if (protocol === "socket.io") ws.on("open", () => ws.send("40"));
    ws.on("message", (raw) => {
      const frame = parse(ws, protocol, raw);
      if (!frame) return;
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

async function connect(ref: number, base: string, protocol: Protocol, list: CrowdSocket[]) {
  const connectMs: number[] = [];
  const failed: string[] = [];
  let next = 0;
  const worker = async (opened: WebSocket[]) => {
    while (next < list.length) {
      const result = await open(base, protocol, list[next++]!);
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
  if (message.cmd === "connect") void connect(message.ref, message.base, message.protocol, message.sockets);
  else if (message.cmd === "close") void closeAll();
  else {
    const openCount = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    reply({ type: "count", open: openCount, events });
  }
});
process.on("disconnect", () => process.exit(0));
