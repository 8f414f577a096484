// The limit on sending (MESSAGE_SEND_LIMIT): one account sends at most so many messages a minute, counted in the
// database for every server process; past it a send answers 429 and stores nothing. What a person does never meets
// it: a queue of messages written offline, sent one after another (and sent again after a lost answer) goes through.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_SEND_LIMIT } from "../../../domain/messaging/message-rules";
import { MESSAGE_TEXTS } from "../../../domain/messaging/message-texts";
import { conversationSummaries, messages } from "../../db/schema";
import { queryRows } from "../../platform/database/db";
import { jsonHeaders } from "../../testing/accounts";
import { type Person, peopleKit } from "../../testing/people";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { sendLimitKey } from "./send-message";

let t: TestApp;
const kit = peopleKit(() => t, "limit");
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await kit.admin();
});
afterAll(() => t.close());

const MAX = MESSAGE_SEND_LIMIT.max;

const send = (from: Person, content: string, { key, to = admin.id }: { key?: string; to?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/messages",
    headers: { ...jsonHeaders, cookie: from.cookie, ...(key ? { "idempotency-key": key } : {}) },
    payload: { recipientId: to, content },
  });
const sentBy = async (person: Person) =>
  (await t.database.db.select().from(messages).where(eq(messages.senderId, person.id))).length;
/** Sends `count` messages one after another, each with its own key, and expects every one stored. */
async function sendAll(from: Person, count: number, label: string) {
  for (let i = 1; i <= count; i++) {
    const res = await send(from, `${label} ${i}`, { key: randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe("the limit on sending messages", () => {
  it(`refuses the message past ${MAX} in a minute with 429, its text and Retry-After, and stores nothing`, async () => {
    const ana = await kit.student("Ana");
    await sendAll(ana, MAX, "question");
    const summary = () =>
      t.database.db
        .select({ last: conversationSummaries.lastMessage, unread: conversationSummaries.unreadCount })
        .from(conversationSummaries)
        .where(eq(conversationSummaries.ownerId, admin.id));
    const before = await summary();

    const refused = await send(ana, "one too many", { key: randomUUID() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: "rate_limited", message: MESSAGE_TEXTS.tooMany });
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MESSAGE_SEND_LIMIT.windowSeconds);
    expect(await sentBy(ana)).toBe(MAX);
    expect(await summary()).toEqual(before);
    // Without a key, as the iOS app may send: refused all the same.
    expect((await send(ana, "and another")).statusCode).toBe(429);
    expect(await sentBy(ana)).toBe(MAX);
  });

  it("counts each account on its own", async () => {
    const ben = await kit.student("Ben");
    const cam = await kit.student("Cam");
    await sendAll(ben, MAX, "from Ben");
    expect((await send(ben, "from Ben, too many")).statusCode).toBe(429);
    expect((await send(cam, "from Cam")).statusCode).toBe(201);
    // Ben's limit is on what he sends, not on what he gets.
    expect((await send(admin, "to Ben", { to: ben.id })).statusCode).toBe(201);
  });

  it("lets a queue of 20 messages written offline through, sent again after lost answers, and counts each once", async () => {
    const dee = await kit.student("Dee");
    const queue = Array.from({ length: 20 }, (_, i) => ({ key: randomUUID(), content: `offline ${i + 1}` }));
    const answers = [];
    for (const { key, content } of queue) answers.push(await send(dee, content, { key }));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    // The answers were lost: the client sends the whole queue again with the same keys.
    for (const [i, { key, content }] of queue.entries()) {
      const repeat = await send(dee, content, { key });
      expect(repeat.statusCode).toBe(201);
      expect(repeat.json()).toEqual(answers[i]!.json());
    }
    expect(await sentBy(dee)).toBe(20);
    // Only the 20 stored count: as many more as the limit leaves, then no more.
    await sendAll(dee, MAX - 20, "online");
    expect((await send(dee, "past the limit", { key: randomUUID() })).statusCode).toBe(429);
    // A repeat of a stored message still gets its answer once the limit is reached.
    const repeat = await send(dee, queue[0]!.content, { key: queue[0]!.key });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(answers[0]!.json());
    expect(await sentBy(dee)).toBe(MAX);
  });

  it("never lets concurrent sends slip past the limit", async () => {
    const eli = await kit.student("Eli");
    const results = await Promise.all(
      Array.from({ length: MAX + 10 }, (_, i) => send(eli, `at once ${i}`, { key: randomUUID() })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await sentBy(eli)).toBe(MAX);
  });

  it("counts what was stored, not a send refused for another reason", async () => {
    const fay = await kit.student("Fay");
    const other = await kit.student("Gus");
    for (let i = 0; i < MAX + 5; i++) expect((await send(fay, "to a student", { to: other.id })).statusCode).toBe(403);
    expect((await send(fay, "to the office")).statusCode).toBe(201);
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count from rate_limits where key = ${sendLimitKey(fay.id)}`,
    );
    expect(row?.count).toBe(1);
  });

  it("sends again once the minute has passed", async () => {
    const hal = await kit.student("Hal");
    await sendAll(hal, MAX, "before");
    expect((await send(hal, "too soon")).statusCode).toBe(429);
    await t.database.db.execute(
      sql`update rate_limits set window_started_at = now() - make_interval(secs => ${MESSAGE_SEND_LIMIT.windowSeconds + 1})
          where key = ${sendLimitKey(hal.id)}`,
    );
    expect((await send(hal, "a minute later")).statusCode).toBe(201);
  });

  it("is documented as a 429 answer of the route", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const answer = document.paths["/api/messages"].post.responses["429"];
    expect(answer).toEqual({ $ref: "#/components/responses/TooManyRequests" });
    expect(document.components.responses.TooManyRequests.headers).toHaveProperty("Retry-After");
  });
});
