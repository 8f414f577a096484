// Hostile frames on the realtime socket (issue 11): whatever a client sends, the hub answers with an error frame or
// closes that socket, and keeps serving everyone else. Frames over the size limit are refused by the socket itself.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FRAME_BYTES } from "../../platform/realtime/realtime";
import { openSocket } from "../sockets";
import { createTestApp, type TestApp } from "../test-app";
import { hostileValue } from "./fuzz-arbitraries";

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  // The frames' content is under test here, not their rate (realtime-limits.test.ts): the rate is left wide open.
  t = await createTestApp({}, { realtimeLimits: { burstFrames: 100_000, framesPerSecond: 100_000 } });
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);
afterAll(() => t.close());

const pong = (f: Record<string, unknown>) => f.type === "pong";

describe("realtime frames", () => {
  it.each(["null", "1", '"text"', "[]", "{}", "true", '{"type":null}', '{"type":"subscribe","topic":{}}', "{"])(
    "answers the frame %s with an error and keeps the socket",
    async (frame) => {
      const client = await openSocket(baseUrl);
      client.socket.send(frame);
      await client.next((f) => f.type === "error");
      client.socket.send(JSON.stringify({ type: "ping" }));
      await client.next(pong);
      client.socket.close();
    },
  );

  it("survives random JSON frames and still answers a ping", async () => {
    const client = await openSocket(baseUrl);
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            hostileValue,
            fc.record({ type: fc.constantFrom("subscribe", "unsubscribe", "ping"), topic: hostileValue }),
          )
          // Frames over the limit close the socket by design (the test below); these stay under it.
          .filter((value) => Buffer.byteLength(JSON.stringify(value) ?? "null") < MAX_FRAME_BYTES),
        async (value) => {
          const pongs = () => client.frames.filter(pong).length;
          const before = pongs();
          client.socket.send(JSON.stringify(value) ?? "null");
          client.socket.send(JSON.stringify({ type: "ping" }));
          await client.next(() => pongs() > before);
        },
      ),
      { numRuns: 60 },
    );
    client.socket.close();
  }, 60_000);

  it(`closes a socket that sends a frame over ${MAX_FRAME_BYTES / 1024} KiB with 1009, and serves the next one`, async () => {
    const client = await openSocket(baseUrl);
    client.socket.send(JSON.stringify({ type: "subscribe", topic: "x".repeat(MAX_FRAME_BYTES) }));
    expect((await client.closed).code).toBe(1009);
    const next = await openSocket(baseUrl);
    next.socket.send(JSON.stringify({ type: "ping" }));
    await next.next(pong);
    next.socket.close();
  });
});
