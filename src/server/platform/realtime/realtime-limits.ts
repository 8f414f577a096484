// What one realtime socket, address or account may take of the server (issue 34). A socket's frames cost a JSON
// parse each and a subscription a rule check (often a database read), and an open socket holds memory, so each is
// bounded the same for an anonymous visitor and a signed-in user; tests pass other numbers through the hub options.
import type { SignedInUser } from "../auth/access";

export type RealtimeLimits = {
  /** Frames a socket may send back to back: a page subscribes to its 10-20 topics at once when it loads. */
  burstFrames: number;
  /** Frames per second a socket earns back: far above what a person clicking through pages sends. */
  framesPerSecond: number;
  /** Subscriptions whose rule is being checked at once per socket: each may hold a database connection. */
  checksInFlight: number;
  /**
   * Anonymous sockets per address (request.ip, which honours TRUST_PROXY). Signed-in sockets are counted per
   * account instead: a school's network often reaches the server from one address (NAT), decision 034.
   */
  anonymousSocketsPerAddress: number;
  /** Sockets per account: one per tab, and nobody reads twenty tabs of the app at once. */
  socketsPerAccount: number;
};

export const REALTIME_LIMITS: RealtimeLimits = {
  burstFrames: 40,
  framesPerSecond: 20,
  checksInFlight: 8,
  anonymousSocketsPerAddress: 50,
  socketsPerAccount: 20,
};

/**
 * A token bucket that may run into debt: a frame over the rate is answered with an error (the client learns why),
 * and a client that keeps sending after `burst` such answers is closed, so the answers themselves stay bounded.
 */
export class FrameBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** "ok": within the rate; "over": over it, answer with an error; "close": over it for too long. */
  take(): "ok" | "over" | "close" {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    this.tokens -= 1;
    if (this.tokens >= 0) return "ok";
    return this.tokens < -this.burst ? "close" : "over";
  }
}

/** Open sockets per account (signed in) and per address (anonymous): decision 034. */
export class SocketCaps {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limits: RealtimeLimits) {}

  /** What a socket is counted under: its account, or (anonymous) its address. */
  static key(auth: { user: SignedInUser } | null, address: string): string {
    return auth ? `account:${auth.user.id}` : `address:${address}`;
  }

  /** Why a socket of this user (null: anonymous) from `address` may not open now, or null if it may. */
  refusal(auth: { user: SignedInUser } | null, address: string): string | null {
    const open = this.counts.get(SocketCaps.key(auth, address)) ?? 0;
    if (auth) {
      return open >= this.limits.socketsPerAccount
        ? "Too many live connections for this account: close some tabs of the app"
        : null;
    }
    return open >= this.limits.anonymousSocketsPerAddress ? "Too many live connections from this address" : null;
  }

  add(key: string) {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** A key whose sockets all closed is forgotten. */
  remove(key: string) {
    const left = (this.counts.get(key) ?? 0) - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}
