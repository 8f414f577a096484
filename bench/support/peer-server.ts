// The peers bench/realtime-peers.ts measures Cohort's hub against, each run in its own process as the server is:
//  - "ws": a bare `ws` server that sends the event's frame to every socket in a loop, the floor for Node.js;
//  - "socket.io": Socket.IO 4 with every socket in one room, what most Node.js apps would pick.
// Both take their events as Cohort's hub does: a NOTIFY on PostgreSQL (the envelope Cohort's hub reads, on a channel
// of their own), parsed and encoded once, so the three differ only in what they do from the notification to the
// sockets. Run as `peer-server.ts <ws|socket.io> <database url> <channel>`; prints `{"port":…}` once listening.
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { Server } from "socket.io";
import { WebSocketServer } from "ws";

const [kind, databaseUrl, channel] = process.argv.slice(2);
const ROOM = "notifications";

type Envelope = { topic: string; event: string; data?: unknown };

const server = http.createServer();
let fanOut: (envelope: Envelope) => void;

if (kind === "ws") {
  const wss = new WebSocketServer({ server, perMessageDeflate: false, maxPayload: 64 * 1024 });
  fanOut = (envelope) => {
    const frame = Buffer.from(JSON.stringify({ type: "event", ...envelope }));
    for (const socket of wss.clients) socket.send(frame, { binary: false });
  };
} else if (kind === "socket.io") {
  const io = new Server(server, { transports: ["websocket"], perMessageDeflate: false, serveClient: false });
  io.on("connection", (socket) => void socket.join(ROOM));
  fanOut = (envelope) => io.to(ROOM).emit("event", { type: "event", ...envelope });
} else {
  throw new Error(`unknown peer ${kind}: ws or socket.io`);
}

const listener = new pg.Client({ connectionString: databaseUrl });
await listener.connect();
listener.on("notification", (message) => {
  const { topic, event, data } = JSON.parse(message.payload!) as Envelope;
  fanOut({ topic, event, data });
});
await listener.query(`listen ${channel}`);
server.listen(0, "127.0.0.1", () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }));
});
process.on("SIGTERM", () => process.exit(0));
