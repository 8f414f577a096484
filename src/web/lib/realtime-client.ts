// The browser's end of the realtime hub: one WebSocket per tab, shared by every component that follows a topic.
// It reconnects with jittered exponential backoff, subscribes again after every reconnect, and asks the app to
// refetch what it shows (a dropped event must never lose data: the database stays the truth).

export type RealtimeEvent = { topic: string; event: string; data: unknown };
export type ConnectionState = "connecting" | "open" | "offline";
type Listener = (event: RealtimeEvent) => void;

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

/** "Full jitter" backoff: a random wait up to an exponentially growing cap, so a restarted server is not stampeded. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  return Math.round(random() * cap);
}

export class RealtimeClient {
  private socket: SocketLike | undefined;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private attempt = 0;
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

  /** Follows a topic; returns the function that stops following it. */
  subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
      this.sendIfOpen({ type: "subscribe", topic });
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(topic);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) {
        this.listeners.delete(topic);
        this.sendIfOpen({ type: "unsubscribe", topic });
      }
    };
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
    socket.onopen = () => {
      const reconnected = this.attempt > 0;
      this.attempt = 0;
      this.setState("open");
      for (const topic of this.listeners.keys()) socket.send(JSON.stringify({ type: "subscribe", topic }));
      if (reconnected) this.resync();
    };
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.setState("offline");
      if (this.stopped) return;
      const delay = reconnectDelay(this.attempt, this.options.random);
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
    if (frame.type !== "event" || !frame.topic || !frame.event) return;
    for (const listener of this.listeners.get(frame.topic) ?? []) {
      listener({ topic: frame.topic, event: frame.event, data: frame.data });
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
