// The server's time as this screen best knows it. Match clocks run on the server's clock (see
// src/domain/broadcast/sports-clock.ts); each screen learns how far its own clock is from the server's by asking the
// server's time a few times and trusting the quickest answer (its time is off by at most half that round trip), so
// screens on different machines show the same second to within a few milliseconds on a school network.

type Listener = () => void;

export type ServerClockOptions = {
  fetchServerTime: () => Promise<number>;
  /** This machine's clock in epoch ms; monotonic, so a system clock adjustment does not make a match jump. */
  localNow?: () => number;
  samples?: number;
};

export class ServerClock {
  private offsetMs = 0;
  private synced = false;
  private syncing: Promise<void> | undefined;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly options: ServerClockOptions) {}

  private localNow(): number {
    return (this.options.localNow ?? (() => performance.timeOrigin + performance.now()))();
  }

  /** The server's time now, in epoch ms (this machine's clock until the first sync). */
  now(): number {
    return this.localNow() + this.offsetMs;
  }

  get isSynced(): boolean {
    return this.synced;
  }

  /** Measures the offset again (at start, after a reconnect, now and then); one measurement at a time. */
  sync(): Promise<void> {
    this.syncing ??= this.measure().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  /** Called whenever the offset changes, so clocks on screen recompute. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async measure() {
    let best: { roundTrip: number; offset: number } | undefined;
    for (let i = 0; i < (this.options.samples ?? 5); i++) {
      const sentAt = this.localNow();
      let serverTime: number;
      try {
        serverTime = await this.options.fetchServerTime();
      } catch {
        // Offline or a hiccup: keep the offset we have (time keeps running on this machine's clock).
        return;
      }
      const receivedAt = this.localNow();
      const roundTrip = receivedAt - sentAt;
      if (!best || roundTrip < best.roundTrip) best = { roundTrip, offset: serverTime - (sentAt + receivedAt) / 2 };
    }
    if (!best) return;
    this.offsetMs = best.offset;
    this.synced = true;
    for (const listener of this.listeners) listener();
  }
}
