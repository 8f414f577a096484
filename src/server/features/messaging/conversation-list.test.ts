// The conversation list a page at a time, and the conversation summaries behind it and the unread badge: they agree
// with the messages after any mix of sends and reads, concurrent ones included.
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationSummaries, messages, users } from "../../db/schema";
import { queryRows } from "../../platform/database/db";
import { forgetAttempt } from "../../platform/http/rate-limit";
import { type Person, peopleKit } from "../../testing/people";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { CONVERSATION_SUMMARIES_FROM_MESSAGES, recordMessageInSummaries } from "./messaging-summary-queries";
import { sendLimitKey } from "./send-message";

let t: TestApp;
const kit = peopleKit(() => t, "convlist");
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await kit.admin();
});
afterAll(() => t.close());

type Conversation = { userId: string; lastMessage: string; unreadCount: number };
type ListPage = { conversations: Conversation[]; total: number; page: number; pageSize: number };

const send = (from: Person, recipientId: string, content: string) =>
  kit.call(from, "POST", "/api/messages", { recipientId, content });
const read = (as: Person, otherUserId: string) =>
  kit.call(as, "POST", `/api/messages/conversations/${otherUserId}/read`, {});
const list = async (as: Person, query = "") => {
  const res = await kit.call(as, "GET", `/api/messages/conversations${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListPage;
};
const unreadCount = async (as: Person) =>
  (await kit.call(as, "GET", "/api/messages/unread-count")).json().count as number;

/** What the summaries should hold, worked out from the messages themselves (the list's former query). */
async function expectedFromMessages(ownerId: string) {
  return queryRows<{ other_id: string; last_message: string; unread_count: number }>(
    t.database.db,
    sql`select distinct on (other_id) other_id, content as last_message,
               count(*) filter (where recipient_id = ${ownerId} and not is_read) over (partition by other_id)::int
                 as unread_count
        from (select case when sender_id = ${ownerId} then recipient_id else sender_id end as other_id, *
              from ${messages} where sender_id = ${ownerId} or recipient_id = ${ownerId}) as m
        order by other_id, created_at desc, id desc`,
  );
}
async function storedSummaries(ownerId: string) {
  return queryRows<{ other_id: string; last_message: string; unread_count: number }>(
    t.database.db,
    sql`select other_id, last_message, unread_count from ${conversationSummaries}
        where owner_id = ${ownerId} order by other_id`,
  );
}
const byOther = (rows: { other_id: string }[]) => [...rows].sort((a, b) => a.other_id.localeCompare(b.other_id));

describe("the conversation list, a page at a time", () => {
  let office: Person;
  const students: string[] = [];

  beforeAll(async () => {
    // An office with 35 conversations: the students are written straight into the table (signing 35 up is slow).
    office = await kit.student("Office");
    await t.database.db
      .update(users)
      .set({ role: "admin" })
      .where(sql`${users.id} = ${office.id}`);
    const rows = Array.from({ length: 35 }, (_, i) => ({
      id: `convlist-page-${i}`,
      name: `Paged Student ${i}`,
      email: `convlist-page-${i}@riverside.example`,
    }));
    await t.database.db.insert(users).values(rows);
    for (const row of rows) {
      expect((await send(office, row.id, `Hello ${row.name}`)).statusCode).toBe(201);
      // More than the limit on sending allows in a minute, which these tests are not about.
      await forgetAttempt(t.database.db, sendLimitKey(office.id));
      students.push(row.id);
    }
  });

  it("answers the most recent 30 first, with the total", async () => {
    const first = await list(office);
    expect(first).toMatchObject({ total: 35, page: 1, pageSize: 30 });
    expect(first.conversations).toHaveLength(30);
    expect(first.conversations[0]).toMatchObject({ userId: students[34], lastMessage: "Hello Paged Student 34" });
    expect(first.conversations.map((c) => c.userId)).toEqual(students.slice(5).reverse());
  });

  it("answers a later page with the rest, nothing repeated or skipped", async () => {
    const second = await list(office, "?page=2");
    expect(second).toMatchObject({ total: 35, page: 2, pageSize: 30 });
    expect(second.conversations.map((c) => c.userId)).toEqual(students.slice(0, 5).reverse());
    const small = await list(office, "?page=3&pageSize=10");
    expect(small.conversations.map((c) => c.userId)).toEqual(students.slice(5, 15).reverse());
  });

  it("moves a conversation to the top of the first page when a message arrives", async () => {
    await send(office, students[0]!, "Back to you");
    const first = await list(office, "?pageSize=5");
    expect(first.conversations[0]).toMatchObject({ userId: students[0], lastMessage: "Back to you" });
    expect(first.total).toBe(35);
  });

  it("answers an empty page past the end", async () => {
    expect((await list(office, "?page=9")).conversations).toEqual([]);
  });

  it.each(["?page=0", "?page=-1", "?page=abc", "?pageSize=0", "?pageSize=101", "?page=10001"])(
    "refuses %s with 400, changing nothing",
    async (query) => {
      const before = await storedSummaries(office.id);
      const res = await kit.call(office, "GET", `/api/messages/conversations${query}`);
      expect(res.statusCode).toBe(400);
      expect(await storedSummaries(office.id)).toEqual(before);
    },
  );

  it("shows each person only their own conversations", async () => {
    const mine = await list(admin);
    expect(mine.conversations.every((c) => !students.includes(c.userId))).toBe(true);
    expect((await kit.call(null, "GET", "/api/messages/conversations?page=2")).statusCode).toBe(401);
  });
});

describe("the conversation summaries", () => {
  it("stay equal to a count over the messages through sends and reads", async () => {
    const ana = await kit.student("Ana");
    await send(ana, admin.id, "one");
    await send(admin, ana.id, "two");
    await send(admin, ana.id, "three");
    expect(await unreadCount(ana)).toBe(2);
    expect((await read(ana, admin.id)).json().marked).toBe(2);
    expect(await unreadCount(ana)).toBe(0);
    // Reading again marks nothing and takes nothing more off.
    expect((await read(ana, admin.id)).json().marked).toBe(0);
    await send(admin, ana.id, "four");
    await send(ana, admin.id, "five");
    await send(admin, ana.id, "six");
    for (const person of [ana, admin]) {
      expect(byOther(await storedSummaries(person.id))).toEqual(byOther(await expectedFromMessages(person.id)));
    }
    expect(await unreadCount(ana)).toBe(2);
    expect((await list(ana)).conversations).toEqual([
      expect.objectContaining({ userId: admin.id, lastMessage: "six", unreadCount: 2 }),
    ]);
  });

  it("keep the last message and every unread when a pair writes at once, both ways", async () => {
    const ben = await kit.student("Ben");
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0 ? send(ben, admin.id, `ben ${i}`) : send(admin, ben.id, `admin ${i}`),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    // Reads racing sends: whatever interleaving, the counts end where the messages say.
    await Promise.all([read(ben, admin.id), send(admin, ben.id, "during the read"), read(admin, ben.id)]);
    for (const person of [ben, admin]) {
      expect(byOther(await storedSummaries(person.id))).toEqual(byOther(await expectedFromMessages(person.id)));
    }
    const [mine] = (await list(ben)).conversations;
    const [newest] = (await kit.call(ben, "GET", `/api/messages/conversations/${admin.id}?limit=1`)).json().messages;
    expect(mine?.lastMessage).toBe(newest.content);
  });

  it("keep the later message last when an earlier one is recorded after it (commits out of order)", async () => {
    const cam = await kit.student("Cam");
    const [newer, older] = await t.database.db
      .insert(messages)
      .values([
        { senderId: admin.id, recipientId: cam.id, content: "later", createdAt: new Date("2026-03-02T10:00:00Z") },
        { senderId: admin.id, recipientId: cam.id, content: "earlier", createdAt: new Date("2026-03-02T09:00:00Z") },
      ])
      .returning();
    await recordMessageInSummaries(t.database.db, newer!);
    await recordMessageInSummaries(t.database.db, older!);
    expect(await storedSummaries(cam.id)).toEqual([{ other_id: admin.id, last_message: "later", unread_count: 2 }]);
    expect(await storedSummaries(cam.id)).toEqual(await expectedFromMessages(cam.id));
  });

  it("are rebuilt from the messages by the set-wise fill and by the migration's backfill as the sends left them", async () => {
    const all = sql`select * from ${conversationSummaries} order by 1, 2`;
    const kept = await queryRows(t.database.db, all);
    expect(kept.length).toBeGreaterThan(40);
    await t.database.db.delete(conversationSummaries);
    await t.database.db.execute(sql.raw(CONVERSATION_SUMMARIES_FROM_MESSAGES));
    expect(await queryRows(t.database.db, all)).toEqual(kept);

    await t.database.db.delete(conversationSummaries);
    await t.database.db.execute(sql.raw(await migrationBackfill()));
    expect(await queryRows(t.database.db, all)).toEqual(kept);
  });
});

/** The hand-written part of the migration that made the table (its number changes as migrations are merged). */
async function migrationBackfill() {
  const folder = fileURLToPath(new URL("../../db/migrations/", import.meta.url));
  const name = (await readdir(folder)).find((f) => f.endsWith("_conversation_summaries.sql"));
  const text = await readFile(`${folder}${name}`, "utf8");
  return text.slice(text.indexOf("-- hand-written:")).replaceAll("--> statement-breakpoint", "");
}
