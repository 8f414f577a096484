// What one realtime socket, address or account may take of the server (issue 34), tried as a client would: frames
// over the rate, more subscriptions checked at once than allowed, more sockets than allowed, and an unsubscribe
// flood that once filled the server's memory.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PASSWORD, signedInStudent } from "../../testing/accounts";
import { openSocket, type TestSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";
import type { Database } from "../database/db";
import { MAX_FRAME_BYTES, RealtimeHub } from "./realtime";

const slowRule = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 30));
const pongs = (client: TestSocket) => client.frames.filter((f) => f.type === "pong").length;
/** Sockets closed by an earlier test are dropped by the server a moment later. */
const settled = (t: TestApp, sockets = 0) => vi.waitFor(() => expect(t.app.realtime.stats().sockets).toBe(sockets));

describe("with the frame rate wide open", () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { realtimeLimits: { burstFrames: 1_000_000, framesPerSecond: 1_000_000, checksInFlight: 1_000 } },
    );
    t.app.realtime.registerTopic("slow", slowRule);
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  }, 120_000);
  afterAll(() => t.close());

  // Finding 1: every unsubscribe frame stored its topic for the socket's whole life (6,000 frames: +500 MB).
  it("keeps nothing for the topics a socket unsubscribes from without following them", async () => {
    await settled(t);
    const client = await openSocket(baseUrl);
    await client.subscribe("slow:followed");
    const anyText = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 300 }),
      fc.string({ unit: "binary", maxLength: 250 }),
      fc
        .tuple(fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 }), fc.integer({ min: 20, max: 6_000 }))
        .map(([text, times]) => text.repeat(times)),
    );
    const topics = fc
      .array(anyText, { minLength: 1, maxLength: 60 })
      .map((list) => list.filter((topic) => Buffer.byteLength(JSON.stringify(topic)) < MAX_FRAME_BYTES - 100));
    await fc.assert(
      fc.asyncProperty(topics, async (list) => {
        const before = pongs(client);
        for (const topic of list) client.socket.send(JSON.stringify({ type: "unsubscribe", topic }));
        client.socket.send(JSON.stringify({ type: "ping" }));
        await client.next(() => pongs(client) > before);
        // Only the topic it follows, unless the run unsubscribed from that one too.
        const followed = list.includes("slow:followed") ? 0 : 1;
        expect(t.app.realtime.socketStats()).toEqual([{ topics: followed, joining: 0 }]);
        if (!followed) await client.subscribe("slow:followed");
      }),
      { numRuns: 60 },
    );
    client.socket.close();
  }, 120_000);

  it("forgets a topic being checked when the page unsubscribes from it, and adds nothing afterwards", async () => {
    await settled(t);
    const client = await openSocket(baseUrl);
    for (let i = 0; i < 20; i++) {
      client.socket.send(JSON.stringify({ type: "subscribe", topic: `slow:${i}` }));
      client.socket.send(JSON.stringify({ type: "unsubscribe", topic: `slow:${i}` }));
    }
    await client.next((f) => f.type === "unsubscribed" && f.topic === "slow:19");
    expect(t.app.realtime.socketStats()).toEqual([{ topics: 0, joining: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.app.realtime.socketStats()).toEqual([{ topics: 0, joining: 0 }]);
    expect(client.frames.some((f) => f.type === "subscribed")).toBe(false);
    client.socket.close();
  });

  it("holds the 100-topic cap against subscriptions sent back to back while their rules are awaited", async () => {
    const client = await openSocket(baseUrl);
    for (let i = 0; i < 105; i++) client.socket.send(JSON.stringify({ type: "subscribe", topic: `slow:${i}` }));
    const answers = await Promise.all(
      Array.from({ length: 105 }, (_, i) =>
        client.next((f) => f.topic === `slow:${i}` && (f.type === "subscribed" || f.type === "error")),
      ),
    );
    expect(answers.filter((f) => f.type === "subscribed")).toHaveLength(100);
    expect(answers.filter((f) => f.code === "too_many_topics")).toHaveLength(5);
    client.socket.close();
  });
});

describe("with small limits", () => {
  let t: TestApp;
  let baseUrl: string;
  let n = 0;
  const student = async () => signedInStudent(t, { email: `limits${++n}@riverside.example`, password: PASSWORD });
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        realtimeLimits: {
          burstFrames: 5,
          framesPerSecond: 1,
          checksInFlight: 2,
          anonymousSocketsPerAddress: 3,
          socketsPerAccount: 2,
        },
      },
    );
    t.app.realtime.registerTopic("slow", slowRule);
    t.app.realtime.registerTopic("scoreboard", () => true);
    baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  }, 120_000);
  afterAll(() => t.close());

  it("answers frames over the rate with rate_limited, and closes a socket that keeps on with 1008", async () => {
    await settled(t);
    const client = await openSocket(baseUrl);
    for (let i = 0; i < 5; i++) client.socket.send(JSON.stringify({ type: "ping" }));
    client.socket.send(JSON.stringify({ type: "subscribe", topic: "scoreboard" }));
    expect(await client.next((f) => f.type === "error")).toMatchObject({ code: "rate_limited", topic: "scoreboard" });
    for (let i = 0; i < 10; i++) client.socket.send(JSON.stringify({ type: "ping" }));
    expect(await client.closed).toEqual({ code: 1008, reason: "too many messages" });
    expect(pongs(client)).toBe(5);
    expect(client.frames.filter((f) => f.code === "rate_limited").length).toBeGreaterThanOrEqual(4);
  });

  it("checks at most two subscriptions of a socket at once and answers the others busy", async () => {
    await settled(t);
    const client = await openSocket(baseUrl);
    for (let i = 1; i <= 4; i++) client.socket.send(JSON.stringify({ type: "subscribe", topic: `slow:${i}` }));
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) => client.next((f) => f.topic === `slow:${i}` && f.type !== "unsubscribed")),
    );
    expect(answers.map((f) => f.type === "subscribed" || f.code)).toEqual([true, true, "busy", "busy"]);
    client.socket.close();
  });

  it("refuses an address's fourth anonymous socket with 429, and opens one again once a socket closes", async () => {
    await settled(t);
    const open = [await openSocket(baseUrl), await openSocket(baseUrl), await openSocket(baseUrl)];
    await expect(openSocket(baseUrl)).rejects.toThrow(/upgrade refused with 429/);
    // Signed-in sockets count against their account, not the address.
    const signedIn = await openSocket(baseUrl, { cookie: await student() });
    open[0]!.socket.close();
    await settled(t, 3);
    const again = await openSocket(baseUrl);
    for (const client of [...open, signedIn, again]) client.socket.close();
  });

  it("refuses an account's third socket with 429, and opens another account's", async () => {
    await settled(t);
    const cookie = await student();
    const open = [await openSocket(baseUrl, { cookie }), await openSocket(baseUrl, { cookie })];
    await expect(openSocket(baseUrl, { cookie })).rejects.toThrow(/upgrade refused with 429/);
    const other = await openSocket(baseUrl, { cookie: await student() });
    for (const client of [...open, other]) client.socket.close();
  });
});

describe("behind a reverse proxy", () => {
  it("counts anonymous sockets by the client's address that the proxy forwards", async () => {
    const t = await createTestApp({ TRUST_PROXY: "1" }, { realtimeLimits: { anonymousSocketsPerAddress: 1 } });
    try {
      const baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const first = await openSocket(baseUrl, { "x-forwarded-for": "203.0.113.1" });
      await expect(openSocket(baseUrl, { "x-forwarded-for": "203.0.113.1" })).rejects.toThrow(/429/);
      const second = await openSocket(baseUrl, { "x-forwarded-for": "203.0.113.2" });
      first.socket.close();
      second.socket.close();
    } finally {
      await t.close();
    }
  }, 120_000);
});

describe("sockets upgraded at the same moment", () => {
  it("closes with 1013 a socket that passed the check before the upgrade but finds the cap full when it opens", () => {
    const database = { listen: async () => async () => undefined } as unknown as Database;
    const hub = new RealtimeHub(database, { info: vi.fn() } as never, { limits: { anonymousSocketsPerAddress: 1 } });
    // Both were allowed before the upgrade: neither was open yet.
    expect(hub.refusal(null, "198.51.100.7")).toBeNull();
    const first = { on: vi.fn(), send: vi.fn(), close: vi.fn(), readyState: 1, OPEN: 1, bufferedAmount: 0 };
    const second = { ...first, on: vi.fn(), close: vi.fn() };
    hub.accept(first as never, null, "198.51.100.7");
    hub.accept(second as never, null, "198.51.100.7");
    expect(first.close).not.toHaveBeenCalled();
    expect(second.close).toHaveBeenCalledWith(1013, "Too many live connections from this address");
    expect(hub.stats().sockets).toBe(1);
  });
});
