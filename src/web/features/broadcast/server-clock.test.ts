import { describe, expect, it } from "vitest";
import { ServerClock } from "./server-clock";

/** A fake network: the server's clock runs `skew` ms ahead; each request takes the given round trips, split evenly. */
function fakeNetwork(skew: number, roundTrips: number[]) {
  let local = 1_000_000;
  let call = 0;
  return {
    localNow: () => local,
    fetchServerTime: async () => {
      const trip = roundTrips[call++ % roundTrips.length]!;
      local += trip / 2;
      const serverTime = local + skew;
      local += trip / 2;
      return serverTime;
    },
    advance: (ms: number) => (local += ms),
  };
}

describe("the server's time on a screen", () => {
  it("is this machine's clock until the first sync", () => {
    const net = fakeNetwork(5_000, [10]);
    const clock = new ServerClock(net);
    expect(clock.now()).toBe(net.localNow());
    expect(clock.isSynced).toBe(false);
  });

  it("learns the offset from the quickest of several answers", async () => {
    // Slow answers spend their time unevenly here (all on the way back), as a congested network does.
    let local = 0;
    const trips = [
      { out: 5, back: 400 },
      { out: 2, back: 2 },
      { out: 5, back: 250 },
    ];
    let call = 0;
    const clock = new ServerClock({
      localNow: () => local,
      fetchServerTime: async () => {
        const trip = trips[call++ % trips.length]!;
        local += trip.out;
        const serverTime = local + 60_000;
        local += trip.back;
        return serverTime;
      },
      samples: 3,
    });
    await clock.sync();
    expect(clock.isSynced).toBe(true);
    expect(Math.abs(clock.now() - (local + 60_000))).toBeLessThanOrEqual(1);
  });

  it("keeps two screens with different clocks within a few milliseconds of each other", async () => {
    const a = fakeNetwork(-3_000, [20, 8, 30]);
    const b = fakeNetwork(7_000, [12, 40, 6]);
    const clockA = new ServerClock(a);
    const clockB = new ServerClock(b);
    await Promise.all([clockA.sync(), clockB.sync()]);
    // The server's true time on each fake machine is its local time plus its skew.
    const errorA = clockA.now() - (a.localNow() - 3_000);
    const errorB = clockB.now() - (b.localNow() + 7_000);
    expect(Math.abs(errorA)).toBeLessThan(1);
    expect(Math.abs(errorB)).toBeLessThan(1);
    expect(Math.abs(errorA - errorB)).toBeLessThan(2);
  });

  it("keeps the offset it had when the server cannot be reached", async () => {
    const net = fakeNetwork(2_000, [10]);
    let offline = false;
    const clock = new ServerClock({
      localNow: net.localNow,
      fetchServerTime: () => (offline ? Promise.reject(new TypeError("offline")) : net.fetchServerTime()),
    });
    await clock.sync();
    offline = true;
    await clock.sync();
    net.advance(60_000);
    expect(clock.now() - net.localNow()).toBeCloseTo(2_000, 0);
  });

  it("tells its listeners when the offset changes, and runs one sync at a time", async () => {
    const net = fakeNetwork(100, [4]);
    let requests = 0;
    const clock = new ServerClock({
      localNow: net.localNow,
      fetchServerTime: () => {
        requests += 1;
        return net.fetchServerTime();
      },
      samples: 2,
    });
    let told = 0;
    clock.subscribe(() => (told += 1));
    await Promise.all([clock.sync(), clock.sync()]);
    expect(requests).toBe(2);
    expect(told).toBe(1);
  });
});
