// Who may follow which realtime topic: each feature registers a rule for a topic or a prefix ("user" covers
// "user:<id>"), and the hub asks it before it adds a socket to the topic.
import type { FastifyBaseLogger } from "fastify";
import type { SignedInUser } from "../auth/access";
import { MAX_TOPIC_LENGTH } from "./realtime-frames";

/** Decides whether a user (or an anonymous visitor) may subscribe to a topic; `param` is what follows `prefix:`. */
export type TopicRule = (user: SignedInUser | null, param: string) => boolean | Promise<boolean>;

export class TopicRules {
  private readonly rules = new Map<string, TopicRule>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** `name` is a whole topic ("notifications") or a prefix whose topics read `name:param` ("user:abc"). */
  register(name: string, rule: TopicRule) {
    if (this.rules.has(name)) throw new Error(`realtime topic ${name} is registered twice`);
    this.rules.set(name, rule);
  }

  names(): string[] {
    return [...this.rules.keys()];
  }

  /** Whether `user` may follow `topic`: no topic without a rule, and a rule that fails says no. */
  async mayJoin(user: SignedInUser | null, topic: string): Promise<boolean> {
    if (topic.length > MAX_TOPIC_LENGTH) return false;
    const colon = topic.indexOf(":");
    const exact = this.rules.get(topic);
    const rule = exact ?? (colon > 0 ? this.rules.get(topic.slice(0, colon)) : undefined);
    if (!rule) return false;
    // Any rule's failure (a database read that throws) is a no, never a rejection: the hub does not await a frame's
    // handling, and an unhandled rejection would end the process.
    try {
      return Boolean(await rule(user, exact ? "" : topic.slice(colon + 1)));
    } catch (err) {
      this.log.error({ err, topic }, "realtime topic rule failed");
      return false;
    }
  }
}
