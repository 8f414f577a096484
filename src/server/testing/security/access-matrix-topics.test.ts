// Subscribes each person's WebSocket to every topic of TOPIC_MATRIX and checks the hub's answer; and fails when a
// feature registers a topic the matrix does not list, or the matrix lists one no feature registers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSocket, type TestSocket } from "../sockets";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test-app";
import { buildWorld, type World } from "./access-fixtures";
import { type Role, ROLES, rowKey, TOPIC_MATRIX } from "./access-matrix";

let t: TestApp;
let w: World;
const sockets = new Map<Role, TestSocket>();
const refusedAtUpgrade = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  const baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  for (const role of ROLES) {
    const person = w.people[role];
    try {
      sockets.set(
        role,
        await openSocket(baseUrl, { origin: TEST_ORIGIN, ...(person ? { cookie: person.cookie } : {}) }),
      );
    } catch (error) {
      refusedAtUpgrade.set(role, String(error));
    }
  }
}, 120_000);
afterAll(async () => {
  for (const socket of sockets.values()) socket.socket.close();
  await t?.close();
});

/** The concrete topic each row asks for. */
const TOPICS: Record<string, (world: World) => string> = {
  "user:<student>": (world) => `user:${world.people.student!.id}`,
  admin: () => "admin",
  notifications: () => "notifications",
  "sports:match:<n> [a match of the four]": () => "sports:match:1",
  "sports:match:<n> [no such match]": () => "sports:match:9",
  "jenga:lobby": () => "jenga:lobby",
  "jenga:leaderboard": () => "jenga:leaderboard",
  "jenga:admin": () => "jenga:admin",
  "jenga:game:<game>": (world) => `jenga:game:${world.jengaGame.id}`,
  "spikeball:admin": () => "spikeball:admin",
  "spikeball-tournaments": () => "spikeball-tournaments",
  "spikeball-tournament:<tournament> [published]": (world) => `spikeball-tournament:${world.liveCup.id}`,
  "spikeball-tournament:<tournament> [in setup]": (world) => `spikeball-tournament:${world.setupCup.id}`,
  "friends:<student>": (world) => `friends:${world.people.student!.id}`,
  "friends:school:<school> [the students' school]": (world) => `friends:school:${world.schoolId}`,
};

describe("the access matrix, topic by topic", () => {
  it("refuses the sockets of suspended and banned accounts at the upgrade, and opens everyone else's", () => {
    expect([...refusedAtUpgrade.keys()].sort()).toEqual(["banned", "suspended"]);
    for (const reason of refusedAtUpgrade.values()) expect(reason).toContain("upgrade refused with 403");
  });

  for (const row of TOPIC_MATRIX) {
    const key = rowKey(row);
    describe(key, () => {
      for (const role of ROLES) {
        const expected = row.expect[role];
        it(`is ${expected} to ${role}`, async () => {
          const topicOf = TOPICS[key];
          if (!topicOf) throw new Error(`no topic written for ${key}`);
          const socket = sockets.get(role);
          if (!socket) {
            // No socket at all: nothing can be followed.
            expect(expected).toBe("refused");
            expect(refusedAtUpgrade.has(role)).toBe(true);
            return;
          }
          const topic = topicOf(w);
          const answer = await socket.subscribe(topic);
          expect(answer, JSON.stringify(answer)).toMatchObject(
            expected === "allowed" ? { type: "subscribed", topic } : { type: "error", code: "forbidden", topic },
          );
          if (expected === "allowed") socket.socket.send(JSON.stringify({ type: "unsubscribe", topic }));
        });
      }
    });
  }
});

describe("the topic matrix and the hub agree", () => {
  // A matrix topic belongs to the rule registered under its whole name ("notifications") or its first part ("jenga").
  const nameOf = (topic: string, names: string[]) => (names.includes(topic) ? topic : topic.split(":")[0]!);

  it("lists every topic rule the features register", () => {
    const names = t.app.realtime.topicNames();
    const listed = new Set(TOPIC_MATRIX.map((row) => nameOf(row.topic, names)));
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("lists no topic that no rule answers", () => {
    const names = t.app.realtime.topicNames();
    expect(names.length).toBeGreaterThan(5);
    expect(TOPIC_MATRIX.map((row) => nameOf(row.topic, names)).filter((name) => !names.includes(name))).toEqual([]);
  });

  it("has one topic per row, and none without a row", () => {
    const keys = TOPIC_MATRIX.map(rowKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => !TOPICS[k])).toEqual([]);
    expect(Object.keys(TOPICS).filter((k) => !keys.includes(k))).toEqual([]);
  });
});
