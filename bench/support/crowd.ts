// A crowd of realtime sockets held by child processes, for benchmarks that need more client sockets than one
// process may open (this machine allows 20,000 file descriptors per process) or drive well (one event to 10,000
// sockets is 10,000 frames to parse). Each child opens its sockets from its own local address (127.0.0.x), so the
// ephemeral ports of one address never run out, and reports back, stamped with the machine's monotonic clock
// (`now()`, comparable across processes):
//  - for a fan-out event ("bench-fanout", data.seq): when the last of its sockets had it;
//  - for any other event whose data names an `id` (a message) or a `changeId` (a scoreboard change): that key and
//    when it arrived, in batches.
// The parent side is `startCrowd`; the child side runs when this file is forked (`crowd-child.ts`). Besides Cohort's
// hub, a crowd speaks to the peers bench/realtime-peers.ts measures it against (a bare `ws` server, Socket.IO), with
// the same receiving code, so the load generator is the same for all three.
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Milliseconds on CLOCK_MONOTONIC: the same clock in every process of the machine. */
export const now = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * What the crowd's sockets speak: Cohort's hub (`/api/realtime`, subscribe frames), a bare `ws` server (any path, no
 * handshake) or Socket.IO 4 over its WebSocket transport (the server puts each socket in the room).
 */
export type Protocol = "cohort" | "ws" | "socket.io";

/** `token` undefined: an anonymous socket (a scoreboard page). */
export type CrowdSocket = { token: string | undefined; topics: string[] };

export type ToChild =
  | { cmd: "connect"; ref: number; base: string; protocol: Protocol; sockets: CrowdSocket[] }
  | { cmd: "close" }
  | { cmd: "count" };

export type FromChild =
  | { type: "connected"; ref: number; open: number; failed: string[]; connectMs: number[] }
  | { type: "fanout"; seq: number; at: number; got: number }
  | { type: "messages"; arrivals: [string, number][] }
  | { type: "closed" }
  | { type: "count"; open: number; events: number };

type Child = { process: ChildProcess; pending: ((message: FromChild) => boolean)[] };

const CHILD = fileURLToPath(new URL("./crowd-child.ts", import.meta.url));

export type Crowd = {
  children: number;
  /** The children's process ids, for the CPU they use. */
  pids: number[];
  /** Opens `sockets`, spread over the children in turn; resolves with what each child reported. */
  connect(base: string, sockets: CrowdSocket[]): Promise<{ open: number; failed: string[]; connectMs: number[] }>;
  /** Called with every fan-out report (one per child and event) and every keyed event's arrival. */
  onFanout?: (seq: number, at: number, got: number) => void;
  onMessage?: (key: string, at: number) => void;
  count(): Promise<{ open: number; events: number }>;
  /** Closes every socket of the crowd (the children stay for the next `connect`). */
  closeAll(): Promise<void>;
  stop(): void;
};

/**
 * `firstAddress`: the children use 127.0.0.<firstAddress> and the next ones, so crowds held side by side do not share
 * one address's ephemeral ports.
 */
export function startCrowd(
  children: number,
  { protocol = "cohort", firstAddress = 2 }: { protocol?: Protocol; firstAddress?: number } = {},
): Crowd {
  const list: Child[] = [];
  // Sockets are dealt to the children in turn across calls, so one socket per call spreads as evenly as a batch.
  let next = 0;
  let refs = 0;
  const crowd: Crowd = {
    children,
    get pids() {
      return list.map((child) => child.process.pid!);
    },
    async connect(base, sockets) {
      const shares: CrowdSocket[][] = list.map(() => []);
      sockets.forEach((socket) => shares[next++ % list.length]!.push(socket));
      const answers = await Promise.all(
        list.flatMap((child, i) => {
          if (!shares[i]!.length) return [];
          const ref = ++refs;
          return [ask(child, { cmd: "connect", ref, base, protocol, sockets: shares[i]! }, "connected", ref)];
        }),
      );
      return {
        open: answers.reduce((sum, a) => sum + a.open, 0),
        failed: answers.flatMap((a) => a.failed),
        connectMs: answers.flatMap((a) => a.connectMs),
      };
    },
    async count() {
      const answers = await Promise.all(list.map((child) => ask(child, { cmd: "count" }, "count")));
      return answers.reduce((sum, a) => ({ open: sum.open + a.open, events: sum.events + a.events }), {
        open: 0,
        events: 0,
      });
    },
    async closeAll() {
      await Promise.all(list.map((child) => ask(child, { cmd: "close" }, "closed")));
    },
    stop() {
      for (const child of list) child.process.kill("SIGKILL");
    },
  };
  for (let i = 0; i < children; i++) {
    const child: Child = {
      process: fork(CHILD, [`127.0.0.${firstAddress + i}`], { execArgv: ["--import", "tsx"], stdio: "inherit" }),
      pending: [],
    };
    child.process.on("message", (message: FromChild) => {
      if (message.type === "fanout") crowd.onFanout?.(message.seq, message.at, message.got);
      else if (message.type === "messages") for (const [id, at] of message.arrivals) crowd.onMessage?.(id, at);
      else child.pending = child.pending.filter((waiter) => !waiter(message));
    });
    list.push(child);
  }
  return crowd;
}

function ask<T extends FromChild["type"]>(child: Child, message: ToChild, answer: T, ref?: number) {
  return new Promise<Extract<FromChild, { type: T }>>((resolve) => {
    child.pending.push((reply) => {
      if (reply.type !== answer) return false;
      if (ref !== undefined && (reply as { ref?: number }).ref !== ref) return false;
      resolve(reply as Extract<FromChild, { type: T }>);
      return true;
    });
    child.process.send(message);
  });
}
