// The browser's end of the realtime hub: one WebSocket per tab, shared by every component that follows a topic.
// It reconnects with jittered exponential backoff, subscribes again after every reconnect, and asks the app to
// refetch what it shows (a dropped event must never lose data: the database stays the truth).
//
// The refetch waits for the server's "subscribed" frame: only from then on are the topic's events delivered, so a
// refetch made earlier (at reconnect, or the screen's first HTTP fetch) could miss a change made in between.
//
// A socket is authenticated when it connects, so it belongs to whoever was signed in then. The app tells the client
// who is signed in now (setIdentity); a socket of anyone else (an anonymous socket after a sign-in through the form,
// the old account after a sign-in as someone else in another tab) is replaced at once; its topics follow the new one.
import { closeDelay, isTryLater, tryLaterDelay } from "./reconnect-delay";
import { parseServerFrame } from "./server-frame";
import type { ConnectionState, Identity, RealtimeClientOptions, RealtimeEvent, SocketLike } from "./realtime-types";

type Listener = (event: RealtimeEvent) => void;
/** What a follower does once the server confirms its topic: refetch what the topic keeps fresh. */
type CatchUp = () => void;
type Follower = { listener: Listener; onSubscribed: CatchUp | undefined };

const OPEN = 1;
// The server closes with 1008 when the account was blocked or signed out: the app refetches at once.
const CLOSE_POLICY = 1008;

export class RealtimeClient {
  private socket: SocketLike | undefined;
  private readonly listeners = new Map<string, Set<Follower>>();
  // Topics asked for on the current socket and not yet confirmed (or refused) by the server.
  private readonly pending = new Set<string>();
  // Topics refused on the current socket: asked for again once after re-checking who is signed in (`retried`), then
  // given up on (`refused`) until the next socket.
  private readonly retried = new Set<string>();
  private readonly refused = new Set<string>();
  // Who the current socket belongs to (the server's "ready" frame says), and who the app says is signed in.
  private socketIdentity: Identity;
  private identity: Identity;
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
    this.attempt = 0;
    this.connect();
  }

  stop() {
    this.stopped = true;
    (this.options.clearTimer ?? clearTimeout)(this.timer as never);
    this.socket?.close(1000);
    this.socket = undefined;
    this.updateState();
  }

  /**
   * Who is signed in now (a user id, null for nobody; undefined while the app does not know yet). A socket that
   * belongs to someone else is replaced at once; the topics follow the new socket and the app refetches.
   */
  setIdentity(identity: Identity) {
    this.identity = identity;
    this.replaceIfStale();
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
        this.refused.delete(topic);
        this.retried.delete(topic);
        this.settle(topic);
        this.updateState();
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
    const socket = (this.options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike))(
      this.options.url,
    );
    this.socket = socket;
    this.socketIdentity = undefined;
    this.pending.clear();
    this.retried.clear();
    this.refused.clear();
    this.resyncWhenConfirmed = false;
    this.refetchAllOnConfirm = false;
    this.updateState();
    socket.onopen = () => {
      const reconnected = this.opened;
      this.opened = true;
      this.refetchAllOnConfirm = reconnected && this.listeners.size > 0 && this.resyncListeners.size > 0;
      for (const topic of this.listeners.keys()) this.requestTopic(topic);
      this.updateState();
      // With topics, the refetch follows their confirmations (see receive); without, nothing to wait for.
      if (reconnected && this.listeners.size === 0) this.resync();
    };
    // Frames of a socket this client has replaced (a stale identity) are not for the page any more.
    socket.onmessage = (message) => {
      if (this.socket === socket) this.receive(message.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.updateState();
      if (this.stopped) return;
      if (event?.code === CLOSE_POLICY) this.resync();
      const delay = closeDelay(event?.code, this.attempt, this.options.random);
      this.attempt += 1;
      this.timer = (this.options.setTimer ?? setTimeout)(() => this.connect(), delay);
    };
    socket.onerror = () => {
      // onclose follows and schedules the reconnect.
    };
  }

  private receive(data: unknown) {
    const frame = parseServerFrame(data);
    if (!frame) return;
    if (frame.type === "ready") return this.ready(frame.userId);
    if (frame.type === "resync") return this.resync();
    if (frame.type === "subscribed" && frame.topic) return this.confirmed(frame.topic);
    if (frame.type === "error" && frame.topic) return this.refusedTopic(frame.topic, frame.code ?? "error");
    if (frame.type !== "event" || !frame.topic || !frame.event) return;
    for (const { listener } of this.listeners.get(frame.topic) ?? []) {
      listener({ topic: frame.topic, event: frame.event, data: frame.data });
    }
  }

  private requestTopic(topic: string) {
    if (this.socket?.readyState !== OPEN) return;
    this.pending.add(topic);
    this.socket.send(JSON.stringify({ type: "subscribe", topic }));
    this.updateState();
  }

  /** The server says who this socket belongs to. */
  private ready(userId: unknown) {
    // Not at open: a socket the server closes at once (too many sockets) must not reset the backoff.
    this.attempt = 0;
    this.socketIdentity = typeof userId === "string" ? userId : null;
    if (!this.replaceIfStale()) this.updateState();
  }

  /** Replaces the socket at once when it belongs to someone other than who is signed in; true if it did. */
  private replaceIfStale(): boolean {
    if (this.stopped || !this.socket || this.identity === undefined || this.socketIdentity === undefined) return false;
    if (this.identity === this.socketIdentity) return false;
    const stale = this.socket;
    this.socket = undefined;
    stale.close(1000);
    (this.options.clearTimer ?? clearTimeout)(this.timer as never);
    this.attempt = 0;
    this.connect();
    return true;
  }

  /**
   * The server refused a topic. A forbidden one may be the page asking before the socket caught up with a sign-in:
   * ask the app who is signed in (which replaces a stale socket), then ask once more. A second refusal is logged and
   * shown ("refused"); the topic is not waited for either way.
   */
  private refusedTopic(topic: string, code: string) {
    if (!this.pending.has(topic)) return;
    const socket = this.socket;
    if (isTryLater(code)) {
      // Still awaited meanwhile: the page is not live on this topic yet.
      const again = () => this.socket === socket && this.pending.has(topic) && this.requestTopic(topic);
      (this.options.setTimer ?? setTimeout)(again, tryLaterDelay(this.options.random));
      return;
    }
    if (code === "forbidden" && !this.retried.has(topic) && this.options.recheckIdentity) {
      this.retried.add(topic);
      void this.options
        .recheckIdentity()
        .catch(() => undefined)
        .then(() => {
          // A new socket (the identity changed) asks for every followed topic itself.
          if (this.socket === socket && this.listeners.has(topic)) this.requestTopic(topic);
          else this.settle(topic);
        });
      return;
    }
    this.refused.add(topic);
    (this.options.logRefusal ?? logRefusal)(topic, code);
    this.settle(topic);
    this.updateState();
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
    this.updateState();
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

  private updateState() {
    if (!this.socket) return this.setState(this.stopped ? "offline" : "reconnecting");
    if (this.socket.readyState !== OPEN) return this.setState(this.attempt > 0 ? "reconnecting" : "connecting");
    if (this.refused.size > 0) return this.setState("refused");
    const known =
      this.socketIdentity !== undefined && (this.identity === undefined || this.identity === this.socketIdentity);
    this.setState(known && this.pending.size === 0 ? "open" : "connecting");
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }
}

function logRefusal(topic: string, code: string) {
  console.warn(`Live updates for "${topic}" were refused by the server (${code}), after checking who is signed in.`);
}
