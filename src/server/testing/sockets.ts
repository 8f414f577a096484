// Test helpers for the realtime hub: open a WebSocket to a listening test app and wait for the frames it gets.
import WebSocket from "ws";

export type TestSocket = {
  socket: WebSocket;
  frames: Record<string, unknown>[];
  /** Resolves with the first frame (already received or future) that matches. */
  next(match: (frame: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  subscribe(topic: string): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
};

export async function openSocket(baseUrl: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/realtime`, { headers });
  const frames: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (data) => {
    frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
    socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused with ${res.statusCode}`)));
  });
  const next: TestSocket["next"] = (match, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      let seen = 0;
      const check = () => {
        for (; seen < frames.length; seen++) {
          if (match(frames[seen]!)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(frames[seen]!);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const subscribe = (topic: string) => {
    socket.send(JSON.stringify({ type: "subscribe", topic }));
    return next((f) => f.topic === topic && (f.type === "subscribed" || f.type === "error"));
  };
  await next((f) => f.type === "ready");
  return { socket, frames, next, subscribe, closed };
}
