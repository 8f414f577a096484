import { describe, expect, it } from "vitest";
import pino from "pino";
import { TopicRules } from "./realtime-topics";

describe("topic rules", () => {
  const rules = new TopicRules(pino({ level: "silent" }));
  rules.register("notifications", () => {
    throw new Error("database down");
  });
  rules.register("jenga", async () => {
    throw new Error("database down");
  });
  rules.register("user", (user, id) => user?.id === id);

  it("says no, never rejects, when a whole topic's or a prefix's rule fails", async () => {
    await expect(rules.mayJoin(null, "notifications")).resolves.toBe(false);
    await expect(rules.mayJoin(null, "jenga:abc")).resolves.toBe(false);
  });

  it("hands a prefix's rule what follows the colon, and knows no topic without a rule", async () => {
    const user = { id: "u1", role: "student" } as Parameters<typeof rules.mayJoin>[0];
    await expect(rules.mayJoin(user, "user:u1")).resolves.toBe(true);
    await expect(rules.mayJoin(user, "user:u2")).resolves.toBe(false);
    await expect(rules.mayJoin(user, ":u1")).resolves.toBe(false);
    await expect(rules.mayJoin(user, "nobody:u1")).resolves.toBe(false);
  });
});
