// The browser's end of the realtime hub: one WebSocket per tab, shared by every component that follows a topic.
// It reconnects with jittered exponential backoff, subscribes again after every reconnect, and asks the app to
// refetch what it shows (a dropped event must never lose data: the database stays the truth).
//
// The refetch waits for the server's "subscribed" frame: only from then on are the topic's events delivered, so a
// refetch made earlier (at reconnect, or the screen's first HTTP fetch) could miss a change made in between.

export type RealtimeEvent = { topic: string; event: string; data: unknown };
export type ConnectionState = "connecting" | "open" | "offline";
type Listener = (event: RealtimeEvent) => void;
/** What a follower does once the server confirms its topic: refetch what the topic keeps fresh. */
type CatchUp = () => void;
type Follower = { listener: Listener; onSubscribed: CatchUp | undefined };

type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export type RealtimeClientOptions = {
  url: string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
const OPEN = 1;
// The server closes with 1008 when the account was blocked or signed out. The app refetches at once (to show the
// restriction screen with its reason) and reconnects only after that refetch had time to finish.
const CLOSE_POLICY = 1008;
const POLICY_RECONNECT_MS = 3_000;

/** "Full jitter" backoff: a random wait up to an exponentially growing cap, so a restarted server is not stampeded. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(random() * cap);
}

export class RealtimeClient {
  private socket: SocketLike | undefined;
  private readonly listeners = new Map<string, Set<Follower>>();
  // Topics asked for on the current socket and not yet confirmed (or refused) by the server.
  private readonly pending = new Set<string>();
  // Whether a confirmed topic without its own catch-up wants the app-wide refetch once `pending` is empty.
  private resyncWhenConfirmed = false;
  // Set when a socket reopens: the topics it subscribes again are caught up by one app-wide refetch (whatever the
  // page shows may have changed while it was down), not each by its own catch-up, which would fetch twice.
  private refetchAllOnConfirm = false;
  private readonly subscribedListeners = new Set<(topic: string) => void>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private attempt = 0;
  // Whether a socket of this client has ever opened: every later open is a reconnect that must refetch, however it
  // came about (a backoff timer, or wake() after the tab was hidden, which resets the backoff).
  private opened = false;
  private timer: unknown;
  private stopped = true;
  state: ConnectionState = "offline";

  constructor(private readonly options: RealtimeClientOptions) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    (this.options.clearTimer ?? clearTimeout)(this.timer as never);
    this.socket?.close(1000);
    this.socket = undefined;
    this.setState("offline");
  }

  /**
   * Follows a topic; returns the function that stops following it. When the server confirms the subscription,
   * `onSubscribed` runs, to refetch what the topic keeps fresh (what was fetched before the events flowed may be
   * stale); without one, the app-wide refetch (onResync) runs once every topic asked for at that moment is confirmed.
   * After a reconnect the app-wide refetch replaces the topics' own catch-ups (unless nobody listens for it).
   */
  subscribe(topic: string, listener: Listener, onSubscribed?: CatchUp): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
      this.requestTopic(topic);
    }
    const follower: Follower = { listener, onSubscribed };
    set.add(follower);
    return () => {
      const current = this.listeners.get(topic);
      if (!current) return;
      current.delete(follower);
      if (current.size === 0) {
        this.listeners.delete(topic);
        this.settle(topic);
        this.sendIfOpen({ type: "unsubscribe", topic });
      }
    };
  }

  /** Called with each topic the server confirms (tests and the reconnect benchmark watch recovery with it). */
  onSubscribed(listener: (topic: string) => void): () => void {
    this.subscribedListeners.add(listener);
    return () => this.subscribedListeners.delete(listener);
  }

  onStateChange(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Called after a reconnect (and when the server asks): whatever the page shows should be fetched again. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** A hidden tab that becomes visible again: reconnect at once if needed, and refetch. */
  wake() {
    if (this.stopped) return;
    if (!this.socket || this.state === "offline") {
      (this.options.clearTimer ?? clearTimeout)(this.timer as never);
      this.attempt = 0;
      this.connect();
    } else {
      this.resync();
    }
  }

  private connect() {
    this.setState("connecting");
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike))(
      this.options.url,
    );
    this.socket = socket;
    this.pending.clear();
    this.resyncWhenConfirmed = false;
    this.refetchAllOnConfirm = false;
    socket.onopen = () => {
      const reconnected = this.opened;
      this.opened = true;
      this.attempt = 0;
      this.setState("open");
      this.refetchAllOnConfirm = reconnected && this.listeners.size > 0 && this.resyncListeners.size > 0;
      for (const topic of this.listeners.keys()) this.requestTopic(topic);
      // With topics, the refetch follows their confirmations (see receive); without, nothing to wait for.
      if (reconnected && this.listeners.size === 0) this.resync();
    };
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.setState("offline");
      if (this.stopped) return;
      const policy = event?.code === CLOSE_POLICY;
      if (policy) this.resync();
      const backoff = reconnectDelay(this.attempt, this.options.random);
      const delay = policy ? Math.max(POLICY_RECONNECT_MS, backoff) : backoff;
      this.attempt += 1;
      this.timer = (this.options.setTimer ?? setTimeout)(() => this.connect(), delay);
    };
    socket.onerror = () => {
      // onclose follows and schedules the reconnect.
    };
  }

  private receive(data: unknown) {
    if (typeof data !== "string") return;
    let frame: { type?: string; topic?: string; event?: string; data?: unknown };
    try {
      frame = JSON.parse(data) as typeof frame;
    } catch {
      return;
    }
    if (frame.type === "resync") return this.resync();
    if (frame.type === "subscribed" && frame.topic) return this.confirmed(frame.topic);
    // A refused topic (forbidden, too many) is not waited for.
    if (frame.type === "error" && frame.topic) return this.settle(frame.topic);
    if (frame.type !== "event" || !frame.topic || !frame.event) return;
    for (const { listener } of this.listeners.get(frame.topic) ?? []) {
      listener({ topic: frame.topic, event: frame.event, data: frame.data });
    }
  }

  private requestTopic(topic: string) {
    if (this.socket?.readyState !== OPEN) return;
    this.pending.add(topic);
    this.socket.send(JSON.stringify({ type: "subscribe", topic }));
  }

  /** The server delivers `topic`'s events from now on: catch up on what happened before. */
  private confirmed(topic: string) {
    if (!this.pending.has(topic)) return;
    for (const { onSubscribed } of this.listeners.get(topic) ?? []) {
      if (onSubscribed && !this.refetchAllOnConfirm) onSubscribed();
      else this.resyncWhenConfirmed = true;
    }
    for (const listener of this.subscribedListeners) listener(topic);
    this.settle(topic);
  }

  /** `topic` is no longer awaited; the app-wide refetch runs once, when the last awaited topic is in. */
  private settle(topic: string) {
    this.pending.delete(topic);
    if (this.pending.size > 0) return;
    // Topics followed later on this socket catch up on their own.
    this.refetchAllOnConfirm = false;
    if (this.resyncWhenConfirmed) {
      this.resyncWhenConfirmed = false;
      this.resync();
    }
  }

  private resync() {
    for (const listener of this.resyncListeners) listener();
  }

  private sendIfOpen(message: object) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }
}

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}/api/realtime`;
}

let shared: RealtimeClient | undefined;
const appResyncHandlers = new Set<() => void>();

/** Registers what the app does after a reconnect (refetch its queries), without opening a socket yet. */
export function onRealtimeResync(handler: () => void): () => void {
  appResyncHandlers.add(handler);
  return () => appResyncHandlers.delete(handler);
}

/** The tab's one client, opened the first time a screen follows a topic (the landing page opens none). */
export function realtimeClient(): RealtimeClient {
  if (!shared) {
    shared = new RealtimeClient({ url: defaultUrl() });
    shared.onResync(() => appResyncHandlers.forEach((handler) => handler()));
    shared.start();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") shared?.wake();
    });
  }
  return shared;
}
