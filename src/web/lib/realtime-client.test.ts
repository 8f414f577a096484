import { describe, expect, it, vi } from "vitest";
import { RealtimeClient, reconnectDelay } from "./realtime-client";

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
  open() {
    this.readyState = 1;
    this.onopen?.({});
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

describe("reconnect backoff", () => {
  it("grows exponentially up to 30 s, with a random share of the cap", () => {
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(3, () => 1)).toBe(4000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
    expect(reconnectDelay(3, () => 0.25)).toBe(1000);
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
    expect(client.state).toBe("offline");
    timers.shift()!();
    socket(1).drop();
    timers.shift()!();
    expect(delays).toEqual([500, 1000]);
    socket(2).open();
    expect(socket(2).sent).toEqual([{ type: "subscribe", topic: "user:1" }]);
    expect(resync).toHaveBeenCalledTimes(1);
    expect(client.state).toBe("open");
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
});
