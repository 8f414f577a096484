// One realtime socket's side of the hub: what it follows, what is being checked for it, and what each of its frames
// does. Nothing is kept for a topic the socket neither follows nor is joining (issue 34: an unsubscribe flood grew a
// map of every topic named until the server ran out of memory).
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import type { SignedInUser } from "../auth/access";
import { parseClientFrame } from "./realtime-frames";
import { FrameBucket, type RealtimeLimits } from "./realtime-limits";
import type { TopicRules } from "./realtime-topics";

export const MAX_TOPICS_PER_SOCKET = 100;

export type Client = {
  socket: WebSocket;
  user: SignedInUser | null;
  sessionId: string | null;
  /** What the socket is counted under for the socket caps: its account, or (anonymous) its address. */
  countedAs: string;
  topics: Set<string>;
  /**
   * Subscriptions whose rule is being checked (it may await the database), each with a mark of this attempt: they
   * hold a slot under the topic cap meanwhile, and an unsubscribe removes the mark so the check adds nothing. At
   * most `checksInFlight` entries.
   */
  joining: Map<string, object>;
  /** Rule checks running, those an unsubscribe cancelled included: each may hold a database connection. */
  checks: number;
  frames: FrameBucket;
  alive: boolean;
  /** Which tenth of the sockets it is, for the heartbeat. */
  slice: number;
};

/** What the hub lends a socket's frames. */
export type FrameHost = {
  rules: TopicRules;
  log: FastifyBaseLogger;
  limits: RealtimeLimits;
  send(client: Client, message: object): void;
  join(client: Client, topic: string): void;
  leave(client: Client, topic: string): void;
};

export function createClient(
  socket: WebSocket,
  auth: { user: SignedInUser; sessionId: string } | null,
  { countedAs, slice }: { countedAs: string; slice: number },
  limits: RealtimeLimits,
): Client {
  return {
    socket,
    user: auth?.user ?? null,
    sessionId: auth?.sessionId ?? null,
    countedAs,
    topics: new Set(),
    joining: new Map(),
    checks: 0,
    frames: new FrameBucket(limits.burstFrames, limits.framesPerSecond),
    alive: true,
    slice,
  };
}

/** Acts on one text frame; `overRate`: the socket sent it over its rate, so it is only answered, with its topic. */
export async function handleFrame(host: FrameHost, client: Client, text: string, overRate: boolean) {
  const parsed = parseClientFrame(text);
  if ("error" in parsed) return host.send(client, { type: "error", ...parsed.error });
  const message = parsed.frame;
  if (overRate) {
    const topic = message.type === "ping" ? {} : { topic: message.topic };
    return host.send(client, {
      type: "error",
      ...topic,
      code: "rate_limited",
      message: "Too many messages: slow down",
    });
  }
  if (message.type === "ping") return host.send(client, { type: "pong" });
  const topic = message.topic;
  if (message.type === "unsubscribe") {
    // A check under way for the topic loses its mark, so it adds nothing when it ends.
    client.joining.delete(topic);
    host.leave(client, topic);
    return host.send(client, { type: "unsubscribed", topic });
  }
  if (client.topics.has(topic)) return host.send(client, { type: "subscribed", topic });
  // Already being checked: that check answers for this frame too.
  if (client.joining.has(topic)) return;
  if (client.topics.size + client.joining.size >= MAX_TOPICS_PER_SOCKET) {
    return host.send(client, { type: "error", topic, code: "too_many_topics", message: "Too many subscriptions" });
  }
  if (client.checks >= host.limits.checksInFlight) {
    return host.send(client, { type: "error", topic, code: "busy", message: "Subscriptions are being checked" });
  }
  // The slot is taken before the rule is awaited, so frames sent back to back cannot all pass the caps.
  const attempt = {};
  client.joining.set(topic, attempt);
  client.checks += 1;
  let allowed: boolean;
  // Unsubscribed while the rule was checked (a component that unmounted at once): the page no longer wants it.
  let wanted = false;
  try {
    allowed = await host.rules.mayJoin(client.user, topic);
  } finally {
    client.checks -= 1;
    wanted = client.joining.get(topic) === attempt;
    if (wanted) client.joining.delete(topic);
  }
  if (!allowed) {
    // A page that asks for a topic it may not follow is usually a page out of step with its session; worth a line.
    host.log.info({ topic, userId: client.user?.id ?? null }, "realtime subscription refused");
    return host.send(client, { type: "error", topic, code: "forbidden", message: "You may not follow this topic" });
  }
  if (client.socket.readyState !== client.socket.OPEN || !wanted) return;
  host.join(client, topic);
  host.send(client, { type: "subscribed", topic });
}
