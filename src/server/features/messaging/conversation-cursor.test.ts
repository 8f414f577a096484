// A conversation read page by page skips no message written within one millisecond of another, nor at the very same
// time: the cursor keeps PostgreSQL's microseconds (a JavaScript Date keeps milliseconds).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { messages } from "../../db/schema";
import { type Person, peopleKit } from "../../testing/people";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
const kit = peopleKit(() => t, "cursor");
let admin: Person;
let student: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await kit.admin();
  student = await kit.student();
});
afterAll(() => t.close());

it("pages through messages within one millisecond, one at a time, each once", async () => {
  const times = [
    "2026-03-10 08:00:00.1231",
    "2026-03-10 08:00:00.1232",
    "2026-03-10 08:00:00.1232",
    "2026-03-10 08:00:00.1239",
  ];
  const written = await t.database.db
    .insert(messages)
    .values(
      times.map((time, i) => ({
        senderId: i % 2 ? admin.id : student.id,
        recipientId: i % 2 ? student.id : admin.id,
        content: `Message ${i + 1}`,
        createdAt: sql`${time}::timestamptz`,
      })),
    )
    .returning({ id: messages.id });
  const seen: string[] = [];
  let before: string | null = null;
  for (let pages = 0; pages < 10; pages++) {
    const query: string = before ? `&before=${encodeURIComponent(before)}` : "";
    const res = await t.app.inject({
      method: "GET",
      url: `/api/messages/conversations/${admin.id}?limit=1${query}`,
      headers: { cookie: student.cookie },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { messages: { id: string }[]; nextCursor: string | null };
    seen.push(...page.messages.map((m) => m.id));
    if (!page.nextCursor) break;
    before = page.nextCursor;
  }
  expect(seen).toHaveLength(written.length);
  expect([...seen].sort()).toEqual(written.map((w) => w.id).sort());
  // Newest first: the last one written (.1239) comes first, the first one (.1231) last.
  expect(seen[0]).toBe(written[3]!.id);
  expect(seen.at(-1)).toBe(written[0]!.id);
});
