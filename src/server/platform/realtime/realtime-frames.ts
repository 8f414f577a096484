// What a client may send on the realtime socket: one schema for every frame, checked like an HTTP body before the
// hub acts on it or keeps anything of it.
import { z } from "zod";

/** Longer than any topic a feature names ("spikeball-tournament:<uuid>" is 57); the hub never keeps a longer one. */
export const MAX_TOPIC_LENGTH = 200;

const topic = z.string().min(1).max(MAX_TOPIC_LENGTH);

const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), topic }),
  z.object({ type: z.literal("unsubscribe"), topic }),
  z.object({ type: z.literal("ping") }),
]);

export type ClientFrame = z.infer<typeof clientFrameSchema>;

export type FrameError = { code: "bad_message"; message: string };

/** The frame, or the error frame's code and message; a topic that does not pass is never echoed back. */
export function parseClientFrame(text: string): { frame: ClientFrame } | { error: FrameError } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: { code: "bad_message", message: "Messages are JSON" } };
  }
  const parsed = clientFrameSchema.safeParse(value);
  if (parsed.success) return { frame: parsed.data };
  const topicIssue = parsed.error.issues.some((issue) => issue.path[0] === "topic");
  return {
    error: {
      code: "bad_message",
      message: topicIssue ? `A topic is text of 1 to ${MAX_TOPIC_LENGTH} characters` : "Unknown message",
    },
  };
}
