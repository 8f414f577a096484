// The realtime hub: one WebSocket per browser tab at /api/realtime. Clients subscribe to topics, each checked on
// the server by the rule its feature registered. Events travel through PostgreSQL NOTIFY, so every server process
// on the database delivers them to its own sockets, and an event published inside a transaction leaves only if
// that transaction commits.
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import { ADMIN_TOPIC, USER_TOPIC_PREFIX } from "../../../domain/realtime-topics";
import type { Database, Db, Tx } from "../database/db";
import type { SignedInUser } from "../auth/access";
import { type TopicRule, TopicRules } from "./realtime-topics";
import { REALTIME_LIMITS, type RealtimeLimits, SocketCaps } from "./realtime-limits";
import { type Envelope, notifyEach, payloadOf, REALTIME_CHANNEL } from "./realtime-notify";
import { type Client, createClient, type FrameHost, handleFrame } from "./realtime-socket";

export const MAX_FRAME_BYTES = 64 * 1024;
/** A socket whose unsent data passes this is a slow reader: it is dropped, never buffered without end. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
export const HEARTBEAT_MS = 25_000;
/**
 * The heartbeat visits a tenth of the sockets at a time, each once per HEARTBEAT_MS: a ping and its pong cost about
 * what a fan-out's send does, and all sockets at once held the event loop, and any event behind it, for longer than
 * a fan-out to all of them (bench/realtime-peers.ts).
 */
const HEARTBEAT_SLICES = 10;

export const CLOSE_POLICY = 1008;
export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_TRY_AGAIN = 1013;

export type RealtimeStats = { sockets: number; topics: number };
/** What one socket holds: the topics it follows and those being checked (what an unsubscribe flood could grow). */
export type RealtimeSocketStats = { topics: number; joining: number };

export class RealtimeHub {
  private readonly rules: TopicRules;
  private readonly clients = new Set<Client>();
  private readonly byTopic = new Map<string, Set<Client>>();
  private readonly watchers = new Map<string, (() => void)[]>();
  private readonly limits: RealtimeLimits;
  private readonly caps: SocketCaps;
  private readonly frameHost: FrameHost;
  private stopListening: (() => Promise<void>) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** The slice the next heartbeat tick visits, and the one the next socket joins. */
  private beatSlice = 0;
  private nextSlice = 0;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      heartbeatMs?: number;
      /** Returns which of these session ids are still valid; sockets of the others are closed. */
      validSessions?: (sessionIds: string[]) => Promise<Set<string>>;
      limits?: Partial<RealtimeLimits>;
    } = {},
  ) {
    this.limits = { ...REALTIME_LIMITS, ...options.limits };
    this.caps = new SocketCaps(this.limits);
    this.rules = new TopicRules(log);
    this.frameHost = {
      rules: this.rules,
      log,
      limits: this.limits,
      send: (client, message) => this.send(client, message),
      join: (client, topic) => this.addToTopic(client, topic),
      leave: (client, topic) => this.removeFromTopic(client, topic),
    };
    this.registerTopic(USER_TOPIC_PREFIX, (user, id) => user?.id === id);
    this.registerTopic(ADMIN_TOPIC, (user) => user?.role === "admin");
  }

  /** `name` is a whole topic ("notifications") or a prefix whose topics read `name:param` ("user:abc"). */
  registerTopic(name: string, rule: TopicRule) {
    this.rules.register(name, rule);
  }

  /**
   * Calls `onChange` in this process for every event on `topic` that any process publishes (after its commit), and
   * whenever this process may have missed some (its LISTEN connection came back): for what a process keeps in memory
   * until the next such event, as the Jenga ranking does (decision 051).
   */
  watchTopic(topic: string, onChange: () => void) {
    this.watchers.set(topic, [...(this.watchers.get(topic) ?? []), onChange]);
  }

  /** The registered topic names and prefixes (the access matrix test checks that it covers each). */
  topicNames(): string[] {
    return this.rules.names();
  }

  async start() {
    this.stopListening = await this.database.listen(
      REALTIME_CHANNEL,
      (payload) => this.receive(payload),
      // Events sent while this process was cut off from the database are lost: have every client refetch.
      () => {
        for (const watchers of this.watchers.values()) for (const onChange of watchers) onChange();
        this.broadcastResync();
      },
    );
    this.heartbeat = setInterval(() => void this.beat(), (this.options.heartbeatMs ?? HEARTBEAT_MS) / HEARTBEAT_SLICES);
    this.heartbeat.unref();
  }

  async stop() {
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.socket.close(CLOSE_GOING_AWAY, "server restarting");
    // The database may already be gone (shutdown order, a failed database); there is nothing left to stop then.
    await this.stopListening?.().catch(() => undefined);
  }

  stats(): RealtimeStats {
    return { sockets: this.clients.size, topics: this.byTopic.size };
  }

  socketStats(): RealtimeSocketStats[] {
    return [...this.clients].map((client) => ({ topics: client.topics.size, joining: client.joining.size }));
  }

  /** Why a socket of this user (null: anonymous) from `address` may not open now, or null if it may. */
  refusal(auth: { user: SignedInUser } | null, address: string): string | null {
    return this.caps.refusal(auth, address);
  }

  /** Whether a socket of this session on this process follows `topic` now (Web Push's live skip: decision 031). */
  isSessionFollowing(sessionId: string, topic: string): boolean {
    return [...(this.byTopic.get(topic) ?? [])].some((client) => client.sessionId === sessionId);
  }

  /** Sends an event to every subscriber of `topic` on every server process; inside a transaction, on commit only. */
  async publish(db: Db | Tx, topic: string, event: string, data?: unknown) {
    await this.notify(db, { kind: "event", topic, event, data });
  }

  /** Several events, in this order, in one statement: one round trip of the transaction's connection, not one each. */
  async publishAll(db: Db | Tx, events: { topic: string; event: string; data?: unknown }[]) {
    await this.notify(db, ...events.map((e) => ({ kind: "event" as const, ...e })));
  }

  /** Closes every socket of this user (banned, suspended) on every server process. */
  async closeUser(db: Db | Tx, userId: string) {
    await this.notify(db, { kind: "close-user", userId });
  }

  /** Closes the sockets opened with this session (signed out) on every server process. */
  async closeSession(db: Db | Tx, sessionId: string) {
    await this.notify(db, { kind: "close-session", sessionId });
  }

  /** These events' NOTIFY payloads, for a statement that sends them itself (`notifyEach`), saving publishAll's trip. */
  payloads(events: { topic: string; event: string; data?: unknown }[]): string[] {
    return events.map((e) => payloadOf({ kind: "event", ...e }));
  }

  private async notify(db: Db | Tx, ...envelopes: Envelope[]) {
    if (envelopes.length) await db.execute(sql`select ${notifyEach(sql.param(envelopes.map(payloadOf)))}`);
  }

  /**
   * Takes over a freshly upgraded socket of `user` (null: anonymous): true if the hub keeps it, with its own 'close'
   * and 'error' listeners; false if it is being closed (a cap reached).
   */
  accept(socket: WebSocket, auth: { user: SignedInUser; sessionId: string } | null, address = ""): boolean {
    // Sockets upgraded together all passed `refusal` before any was counted: the cap holds here.
    const refusal = this.caps.refusal(auth, address);
    if (refusal) {
      socket.close(CLOSE_TRY_AGAIN, refusal.slice(0, 120));
      return false;
    }
    const slice = this.nextSlice;
    this.nextSlice = (slice + 1) % HEARTBEAT_SLICES;
    const client = createClient(socket, auth, { countedAs: SocketCaps.key(auth, address), slice }, this.limits);
    this.clients.add(client);
    this.caps.add(client.countedAs);
    socket.on("pong", () => {
      client.alive = true;
    });
    socket.on("message", (raw, isBinary) => {
      client.alive = true;
      // Counted before anything is parsed: past its allowance of refused frames, a flood is not even parsed.
      const rate = client.frames.take();
      if (rate === "close") return socket.close(CLOSE_POLICY, "too many messages");
      if (isBinary) return this.send(client, { type: "error", code: "bad_message", message: "Send JSON text" });
      void handleFrame(this.frameHost, client, raw.toString(), rate === "over");
    });
    socket.on("close", () => this.drop(client));
    socket.on("error", () => this.drop(client));
    this.send(client, { type: "ready", userId: client.user?.id ?? null });
    return true;
  }

  private receive(payload: string) {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.kind === "event") {
      for (const onChange of this.watchers.get(envelope.topic) ?? []) onChange();
      const members = this.byTopic.get(envelope.topic);
      if (!members) return;
      // Encoded once for every subscriber: `ws` would otherwise turn the same string into bytes once per socket.
      const frame = Buffer.from(
        JSON.stringify({ type: "event", topic: envelope.topic, event: envelope.event, data: envelope.data }),
      );
      for (const client of members) this.sendRaw(client, frame);
    } else if (envelope.kind === "close-user") {
      for (const client of this.clients) {
        if (client.user?.id === envelope.userId) client.socket.close(CLOSE_POLICY, "account blocked");
      }
    } else if (envelope.kind === "close-session") {
      for (const client of this.clients) {
        if (client.sessionId === envelope.sessionId) client.socket.close(CLOSE_POLICY, "signed out");
      }
    }
  }

  private broadcastResync() {
    const frame = Buffer.from(JSON.stringify({ type: "resync" }));
    for (const client of this.clients) this.sendRaw(client, frame);
  }

  private send(client: Client, message: object) {
    this.sendRaw(client, JSON.stringify(message));
  }

  private sendRaw(client: Client, frame: string | Buffer) {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A reader this slow would make the server hold its data without end; it reconnects and refetches instead.
      socket.terminate();
      this.drop(client);
      return;
    }
    socket.send(frame, { binary: false, compress: false });
  }

  private addToTopic(client: Client, topic: string) {
    client.topics.add(topic);
    let members = this.byTopic.get(topic);
    if (!members) this.byTopic.set(topic, (members = new Set()));
    members.add(client);
  }

  private removeFromTopic(client: Client, topic: string) {
    client.topics.delete(topic);
    const members = this.byTopic.get(topic);
    if (!members) return;
    members.delete(client);
    if (members.size === 0) this.byTopic.delete(topic);
  }

  private drop(client: Client) {
    if (!this.clients.delete(client)) return;
    this.caps.remove(client.countedAs);
    client.joining.clear();
    for (const topic of client.topics) this.removeFromTopic(client, topic);
  }

  /**
   * Over this tick's slice of the sockets: reaps those that did not answer their last ping, pings the rest, and closes
   * those whose session ended.
   */
  private async beat() {
    const slice = this.beatSlice;
    this.beatSlice = (slice + 1) % HEARTBEAT_SLICES;
    // Only the sockets whose sessions are asked about are judged by the answer: a socket that connects while the
    // query runs (seconds, under load) was not asked about and must not be closed as if its session had ended.
    const checked: Client[] = [];
    for (const client of this.clients) {
      if (client.slice !== slice) continue;
      if (!client.alive) {
        client.socket.terminate();
        this.drop(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
      if (client.sessionId) checked.push(client);
    }
    if (!checked.length || !this.options.validSessions) return;
    try {
      const valid = await this.options.validSessions([...new Set(checked.map((client) => client.sessionId!))]);
      for (const client of checked) {
        if (this.clients.has(client) && !valid.has(client.sessionId!)) {
          client.socket.close(CLOSE_POLICY, "session ended");
        }
      }
    } catch (err) {
      this.log.warn({ err }, "could not check realtime sessions");
    }
  }
}
