import { describe, expect, it, vi } from "vitest";
import { reconnectDelay } from "./reconnect-delay";
import { RealtimeClient } from "./realtime-client";

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.onclose?.({ code: 1000 });
  }
  /** Opens as the server does: the socket is up, then the "ready" frame says whom it belongs to. */
  open(userId: string | null = null) {
    this.readyState = 1;
    this.onopen?.({});
    this.deliver({ type: "ready", userId });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  deliver(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function setup() {
  FakeSocket.all = [];
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  const client = new RealtimeClient({
    url: "ws://test/api/realtime",
    createSocket: () => new FakeSocket(),
    random: () => 1,
    setTimer: (fn, ms) => {
      timers.push(fn);
      delays.push(ms);
      return timers.length;
    },
    clearTimer: () => undefined,
  });
  return { client, timers, delays, socket: (i: number) => FakeSocket.all[i]! };
}

/** A started client whose identity checks and refusal logs the test watches. */
function checkingClient(
  recheckIdentity: () => Promise<unknown>,
  logRefusal: (topic: string, code: string) => void = () => undefined,
) {
  FakeSocket.all = [];
  const client = new RealtimeClient({
    url: "ws://test/api/realtime",
    createSocket: () => new FakeSocket(),
    setTimer: () => 0,
    clearTimer: () => undefined,
    recheckIdentity,
    logRefusal,
  });
  client.start();
  return client;
}

describe("reconnect backoff", () => {
  it("grows exponentially up to 30 s, with a random share of the cap", () => {
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(4000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(3, () => 0.25)).toBe(1000);
  });
});

describe("reconnect backoff with a fake random and clock", () => {
  it("draws each wait uniformly below the cap (full jitter) and starts over after a connection opens", () => {
    FakeSocket.all = [];
    const draws = [0.9, 0.1, 0.5, 0.75];
    const delays: number[] = [];
    const timers: (() => void)[] = [];
    const client = new RealtimeClient({
      url: "ws://test/api/realtime",
      createSocket: () => new FakeSocket(),
      random: () => draws.shift()!,
      setTimer: (fn, ms) => {
        delays.push(ms);
        timers.push(fn);
        return timers.length;
      },
      clearTimer: () => undefined,
    });
    client.start();
    FakeSocket.all[0]!.drop();
    timers.shift()!();
    FakeSocket.all[1]!.drop();
    timers.shift()!();
    FakeSocket.all[2]!.drop();
    timers.shift()!();
    FakeSocket.all[3]!.open();
    FakeSocket.all[3]!.drop();
    // Caps 500, 1000, 2000, then back to 500 once a socket had opened.
    expect(delays).toEqual([450, 100, 1000, 375]);
  });

  it("spreads a thousand clients over the whole window instead of one instant", () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const buckets = new Array<number>(5).fill(0);
    for (let i = 0; i < 1000; i++) buckets[Math.min(4, Math.floor(reconnectDelay(2, random) / 400))]! += 1;
    // 2 s window in 400 ms slices: each holds about a fifth, none the crowd.
    for (const count of buckets) expect(count).toBeGreaterThan(150);
    for (const count of buckets) expect(count).toBeLessThan(250);
  });
});

describe("catching up when a subscription is confirmed", () => {
  it("runs a topic's catch-up when the server confirms it, not when it is asked for", () => {
    const { client, socket } = setup();
    client.start();
    socket(0).open();
    const catchUp = vi.fn();
    client.subscribe("notifications", () => undefined, catchUp);
    expect(catchUp).not.toHaveBeenCalled();
    socket(0).deliver({ type: "subscribed", topic: "notifications" });
    expect(catchUp).toHaveBeenCalledTimes(1);
  });

  it("runs it again after every reconnect, once the topic is confirmed again, when nobody refetches the app", () => {
    const { client, socket, timers } = setup();
    client.start();
    socket(0).open();
    const catchUp = vi.fn();
    client.subscribe("user:1", () => undefined, catchUp);
    socket(0).deliver({ type: "subscribed", topic: "user:1" });
    socket(0).drop();
    timers.shift()!();
    socket(1).open();
    expect(catchUp).toHaveBeenCalledTimes(1);
    socket(1).deliver({ type: "subscribed", topic: "user:1" });
    expect(catchUp).toHaveBeenCalledTimes(2);
  });

  it("after a reconnect, refetches the app once instead of running each topic's catch-up", () => {
    const { client, socket, timers } = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.start();
    socket(0).open();
    const catchUps = [vi.fn(), vi.fn()];
    client.subscribe("user:1", () => undefined, catchUps[0]);
    client.subscribe("notifications", () => undefined, catchUps[1]);
    socket(0).deliver({ type: "subscribed", topic: "user:1" });
    socket(0).deliver({ type: "subscribed", topic: "notifications" });
    expect(catchUps.map((c) => c.mock.calls.length)).toEqual([1, 1]);
    expect(resync).not.toHaveBeenCalled();

    socket(0).drop();
    timers.shift()!();
    socket(1).open();
    socket(1).deliver({ type: "subscribed", topic: "user:1" });
    expect(resync).not.toHaveBeenCalled();
    socket(1).deliver({ type: "subscribed", topic: "notifications" });
    expect(resync).toHaveBeenCalledTimes(1);
    expect(catchUps.map((c) => c.mock.calls.length)).toEqual([1, 1]);

    // A topic followed later on the same socket catches up on its own again.
    const later = vi.fn();
    client.subscribe("jenga:lobby", () => undefined, later);
    socket(1).deliver({ type: "subscribed", topic: "jenga:lobby" });
    expect(later).toHaveBeenCalledTimes(1);
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it("refetches the app once when every topic asked for together is confirmed", () => {
    const { client, socket } = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.start();
    socket(0).open();
    client.subscribe("a", () => undefined);
    client.subscribe("b", () => undefined);
    socket(0).deliver({ type: "subscribed", topic: "a" });
    expect(resync).not.toHaveBeenCalled();
    socket(0).deliver({ type: "subscribed", topic: "b" });
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it("does not wait for a topic the server refused", () => {
    const { client, socket } = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.start();
    socket(0).open();
    client.subscribe("a", () => undefined);
    client.subscribe("admin", () => undefined);
    socket(0).deliver({ type: "subscribed", topic: "a" });
    socket(0).deliver({ type: "error", topic: "admin", code: "forbidden" });
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it("uses a follower's own catch-up instead of the app-wide refetch, and tells watchers", () => {
    const { client, socket } = setup();
    const resync = vi.fn();
    const watched: string[] = [];
    client.onResync(resync);
    client.onSubscribed((topic) => watched.push(topic));
    client.start();
    socket(0).open();
    const catchUp = vi.fn();
    client.subscribe("jenga:lobby", () => undefined, catchUp);
    socket(0).deliver({ type: "subscribed", topic: "jenga:lobby" });
    expect(catchUp).toHaveBeenCalledTimes(1);
    expect(resync).not.toHaveBeenCalled();
    expect(watched).toEqual(["jenga:lobby"]);
  });

  it("ignores a confirmation nobody waits for", () => {
    const { client, socket } = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.start();
    socket(0).open();
    socket(0).deliver({ type: "subscribed", topic: "stale" });
    expect(resync).not.toHaveBeenCalled();
  });
});

describe("the realtime client", () => {
  it("subscribes once per topic, however many components follow it", () => {
    const { client, socket } = setup();
    client.start();
    socket(0).open();
    client.subscribe("notifications", () => undefined);
    client.subscribe("notifications", () => undefined);
    expect(socket(0).sent).toEqual([{ type: "subscribe", topic: "notifications" }]);
  });

  it("hands each event to the listeners of its topic only", () => {
    const { client, socket } = setup();
    client.start();
    socket(0).open();
    const a = vi.fn();
    const b = vi.fn();
    client.subscribe("a", a);
    client.subscribe("b", b);
    socket(0).deliver({ type: "event", topic: "a", event: "changed", data: { id: 1 } });
    expect(a).toHaveBeenCalledWith({ topic: "a", event: "changed", data: { id: 1 } });
    expect(b).not.toHaveBeenCalled();
  });

  it("unsubscribes when the last listener leaves", () => {
    const { client, socket } = setup();
    client.start();
    socket(0).open();
    const stop = client.subscribe("a", () => undefined);
    stop();
    expect(socket(0).sent.at(-1)).toEqual({ type: "unsubscribe", topic: "a" });
  });

  it("reconnects with growing delays, subscribes again and asks for a refetch", () => {
    const { client, socket, timers, delays } = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.start();
    socket(0).open();
    client.subscribe("user:1", () => undefined);
    socket(0).drop();
    expect(client.state).toBe("reconnecting");
    timers.shift()!();
    // Each try is a reconnect too, until the server says whom the new socket belongs to.
    expect(client.state).toBe("reconnecting");
    socket(1).drop();
    timers.shift()!();
    expect(delays).toEqual([500, 1000]);
    socket(2).open();
    expect(socket(2).sent).toEqual([{ type: "subscribe", topic: "user:1" }]);
    // Not live until the page's topic is followed again.
    expect(client.state).toBe("connecting");
    // The refetch waits until the server delivers the topic's events again.
    expect(resync).not.toHaveBeenCalled();
    socket(2).deliver({ type: "subscribed", topic: "user:1" });
    expect(resync).toHaveBeenCalledTimes(1);
    expect(client.state).toBe("open");
  });

  it("says offline while stopped (the device has no network), retrying nothing, and catches up when started", () => {
    const { client, socket, timers } = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.start();
    expect(client.state).toBe("connecting");
    socket(0).open("u1");
    client.subscribe("user:u1", () => undefined);
    socket(0).deliver({ type: "subscribed", topic: "user:u1" });
    expect(client.state).toBe("open");
    resync.mockClear();
    client.stop();
    expect(client.state).toBe("offline");
    expect(socket(0).readyState).toBe(3);
    expect(timers).toEqual([]);
    client.wake();
    expect(FakeSocket.all).toHaveLength(1);
    client.start();
    expect(client.state).toBe("connecting");
    socket(1).open("u1");
    expect(socket(1).sent).toEqual([{ type: "subscribe", topic: "user:u1" }]);
    socket(1).deliver({ type: "subscribed", topic: "user:u1" });
    // What changed while the device was offline is fetched again.
    expect(resync).toHaveBeenCalledTimes(1);
    expect(client.state).toBe("open");
  });

  it("refetches at once when the server closes for policy (a ban), and waits before reconnecting", () => {
    const { client, socket, timers, delays } = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.start();
    socket(0).open();
    socket(0).readyState = 3;
    socket(0).onclose?.({ code: 1008 });
    expect(resync).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([3000]);
    expect(timers).toHaveLength(1);
  });

  it("refetches when the server says events were missed", () => {
    const { client, socket } = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.start();
    socket(0).open();
    socket(0).deliver({ type: "resync" });
    expect(resync).toHaveBeenCalledTimes(1);
  });

  it("reconnects at once when a hidden tab wakes up offline", () => {
    const { client, socket } = setup();
    client.start();
    socket(0).drop();
    client.wake();
    expect(FakeSocket.all).toHaveLength(2);
    socket(1).open();
    expect(client.state).toBe("open");
  });

  it("refetches after a wake-up reconnect too, although wake() restarts the backoff", () => {
    const { client, socket } = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.start();
    socket(0).open();
    expect(resync).not.toHaveBeenCalled();
    socket(0).drop();
    client.wake();
    socket(1).open();
    expect(resync).toHaveBeenCalledTimes(1);
  });
});

describe("a socket that follows who is signed in", () => {
  it("replaces an anonymous socket at once when the app signs in, and follows the page's topics on the new one", () => {
    const { client, socket } = setup();
    const resync = vi.fn();
    client.onResync(resync);
    client.setIdentity(null);
    client.start();
    socket(0).open(null);
    client.subscribe("notifications", () => undefined);
    socket(0).deliver({ type: "subscribed", topic: "notifications" });
    expect(client.state).toBe("open");
    resync.mockClear();

    client.setIdentity("u1");
    expect(FakeSocket.all).toHaveLength(2);
    expect(socket(0).readyState).toBe(3);
    expect(client.state).toBe("connecting");
    const events: unknown[] = [];
    client.subscribe("user:u1", (event) => events.push(event.event));
    socket(1).open("u1");
    expect(socket(1).sent).toEqual([
      { type: "subscribe", topic: "notifications" },
      { type: "subscribe", topic: "user:u1" },
    ]);
    socket(1).deliver({ type: "subscribed", topic: "notifications" });
    socket(1).deliver({ type: "subscribed", topic: "user:u1" });
    expect(client.state).toBe("open");
    // Whatever the page showed was the visitor's: it is fetched again, once.
    expect(resync).toHaveBeenCalledTimes(1);
    socket(1).deliver({ type: "event", topic: "user:u1", event: "message.created" });
    expect(events).toEqual(["message.created"]);
  });

  it("replaces a socket whose ready frame names someone else (a sign-in as another user in another tab)", () => {
    const { client, socket } = setup();
    client.setIdentity("u2");
    client.start();
    socket(0).open("u1");
    expect(FakeSocket.all).toHaveLength(2);
    socket(1).open("u2");
    expect(FakeSocket.all).toHaveLength(2);
    expect(client.state).toBe("open");
  });

  it("ignores the frames of a socket it replaced", () => {
    const { client, socket } = setup();
    const events: unknown[] = [];
    client.start();
    client.subscribe("user:u1", (event) => events.push(event));
    socket(0).open(null);
    client.setIdentity("u1");
    socket(0).onmessage?.({ data: JSON.stringify({ type: "event", topic: "user:u1", event: "x" }) });
    expect(events).toEqual([]);
  });

  it("does nothing while the app does not know who is signed in", () => {
    const { client, socket } = setup();
    client.start();
    socket(0).open("u1");
    client.setIdentity(undefined);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.state).toBe("open");
  });

  it("re-checks who is signed in when a topic is forbidden, asks once more, and shows and logs a second refusal", async () => {
    const recheckIdentity = vi.fn(() => Promise.resolve());
    const logRefusal = vi.fn();
    const client = checkingClient(recheckIdentity, logRefusal);
    FakeSocket.all[0]!.open(null);
    client.subscribe("admin", () => undefined);
    const socket = FakeSocket.all[0]!;
    socket.deliver({ type: "error", topic: "admin", code: "forbidden" });
    expect(recheckIdentity).toHaveBeenCalledTimes(1);
    expect(client.state).toBe("connecting");
    await vi.waitFor(() => expect(socket.sent.filter((m) => m.topic === "admin")).toHaveLength(2));
    socket.deliver({ type: "error", topic: "admin", code: "forbidden" });
    expect(recheckIdentity).toHaveBeenCalledTimes(1);
    expect(logRefusal).toHaveBeenCalledWith("admin", "forbidden");
    expect(client.state).toBe("refused");
  });

  it("asks again on the new socket when the re-check finds someone else signed in", async () => {
    const recheckIdentity = vi.fn(() => {
      client.setIdentity("u1");
      return Promise.resolve();
    });
    const client: RealtimeClient = checkingClient(recheckIdentity);
    FakeSocket.all[0]!.open(null);
    client.subscribe("user:u1", () => undefined);
    FakeSocket.all[0]!.deliver({ type: "error", topic: "user:u1", code: "forbidden" });
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open("u1");
    expect(FakeSocket.all[1]!.sent).toEqual([{ type: "subscribe", topic: "user:u1" }]);
    FakeSocket.all[1]!.deliver({ type: "subscribed", topic: "user:u1" });
    await Promise.resolve();
    expect(client.state).toBe("open");
  });

  it("gives up on a topic refused for another reason without re-checking", () => {
    const recheckIdentity = vi.fn(() => Promise.resolve());
    const client = checkingClient(recheckIdentity);
    FakeSocket.all[0]!.open(null);
    const stop = client.subscribe("x", () => undefined);
    FakeSocket.all[0]!.deliver({ type: "error", topic: "x", code: "too_many_topics" });
    expect(recheckIdentity).not.toHaveBeenCalled();
    expect(client.state).toBe("refused");
    // Not following it any more: live again.
    stop();
    expect(client.state).toBe("open");
  });

  it("asks again a second or two later for a topic the server was too busy to check, and is live once it is in", () => {
    const { client, socket, timers, delays } = setup();
    client.start();
    socket(0).open();
    client.subscribe("x", () => undefined);
    socket(0).deliver({ type: "error", topic: "x", code: "busy" });
    expect(client.state).toBe("connecting");
    expect(delays).toEqual([2000]);
    timers[0]!();
    expect(socket(0).sent).toEqual([
      { type: "subscribe", topic: "x" },
      { type: "subscribe", topic: "x" },
    ]);
    socket(0).deliver({ type: "error", topic: "x", code: "rate_limited" });
    timers[1]!();
    socket(0).deliver({ type: "subscribed", topic: "x" });
    expect(client.state).toBe("open");
  });
});

describe("a server with too many sockets of this address or account", () => {
  it("keeps backing off when each socket is closed as soon as it opens", () => {
    const { client, socket, timers, delays } = setup();
    client.start();
    for (let i = 0; i < 4; i++) {
      socket(i).readyState = 1;
      socket(i).onopen?.({});
      socket(i).drop();
      timers[i]!();
    }
    expect(delays).toEqual([500, 1000, 2000, 4000]);
  });

  it("waits at least 10 s after a close with 1013", () => {
    const { client, socket, delays } = setup();
    client.start();
    socket(0).readyState = 1;
    socket(0).onopen?.({});
    socket(0).readyState = 3;
    socket(0).onclose?.({ code: 1013 });
    expect(delays).toEqual([10_000]);
  });
});
