import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_TEXTS } from "../../../domain/messaging/message-texts";
import { messages } from "../../db/schema";
import { forgetAttempt } from "../../platform/http/rate-limit";
import { type Person, peopleKit } from "../../testing/people";
import { openSocket } from "../../testing/sockets";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { sendLimitKey } from "./send-message";

let t: TestApp;
let baseUrl: string;

const kit = peopleKit(() => t, "msg");
let admin: Person;
let student: Person;
let otherStudent: Person;

const student_ = () => kit.student();

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  admin = await kit.admin();
  student = await student_();
  otherStudent = await student_();
});
afterAll(() => t.close());

const { call } = kit;
const send = (from: Person, recipientId: unknown, content: unknown) =>
  call(from, "POST", "/api/messages", { recipientId, content });
const countMessages = async () => (await t.database.db.select().from(messages)).length;
/** For a test of something else than the limit on sending (paging a long thread): the send is not counted. */
const sendUncounted = async (from: Person, recipientId: string, content: string) => {
  const res = await send(from, recipientId, content);
  expect(res.statusCode, res.body).toBe(201);
  await forgetAttempt(t.database.db, sendLimitKey(from.id));
};

describe("who may send to whom", () => {
  it("lets a student message an administrator, trimming the text", async () => {
    const res = await send(student, admin.id, "  When does the library close?  ");
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({
      senderId: student.id,
      recipientId: admin.id,
      content: "When does the library close?",
      isRead: false,
    });
  });

  it("refuses a student writing to another student, storing nothing", async () => {
    const before = await countMessages();
    const res = await send(student, otherStudent.id, "hi");
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(MESSAGE_TEXTS.studentsMessageAdmins);
    expect(await countMessages()).toBe(before);
  });

  it("lets an administrator message any student", async () => {
    expect((await send(admin, otherStudent.id, "Your schedule is fixed.")).statusCode).toBe(201);
  });

  it.each([
    ["an empty text", "   "],
    ["no text", undefined],
  ])("refuses %s with the specification's message", async (_label, content) => {
    const res = await send(student, admin.id, content);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(MESSAGE_TEXTS.missingInformation);
  });

  it("refuses an unknown recipient with the specification's message", async () => {
    const res = await send(student, "nobody-has-this-id", "hello");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGE_TEXTS.missingInformation);
  });

  it("refuses more than 4,000 characters", async () => {
    expect((await send(student, admin.id, "x".repeat(4001))).statusCode).toBe(400);
  });

  it("always sends as the signed-in user, whatever the body says", async () => {
    const res = await call(student, "POST", "/api/messages", {
      recipientId: admin.id,
      content: "me",
      senderId: otherStudent.id,
    });
    expect(res.json().message.senderId).toBe(student.id);
  });

  it("refuses anonymous requests", async () => {
    expect((await call(null, "GET", "/api/messages/conversations")).statusCode).toBe(401);
    const res = await call(null, "POST", "/api/messages", { recipientId: admin.id, content: "x" });
    expect(res.statusCode).toBe(401);
  });
});

describe("conversations", () => {
  it("lists each conversation with its last message and unread count", async () => {
    const alex = await student_();
    await send(alex, admin.id, "first");
    await send(alex, admin.id, "second");
    await send(admin, alex.id, "reply");
    const mine = (await call(alex, "GET", "/api/messages/conversations")).json().conversations;
    expect(mine).toEqual([
      expect.objectContaining({ userId: admin.id, lastMessage: "reply", unreadCount: 1, userEmail: admin.email }),
    ]);
    const adminSide = (await call(admin, "GET", "/api/messages/conversations")).json().conversations;
    expect(adminSide.find((c: { userId: string }) => c.userId === alex.id)).toMatchObject({
      lastMessage: "reply",
      unreadCount: 2,
    });
  });

  it("marks a conversation read for its reader only", async () => {
    const sam = await student_();
    await send(admin, sam.id, "one");
    await send(admin, sam.id, "two");
    expect((await call(sam, "GET", "/api/messages/unread-count")).json().count).toBe(2);
    const read = await call(sam, "POST", `/api/messages/conversations/${admin.id}/read`, {});
    expect(read.json().marked).toBe(2);
    expect((await call(sam, "GET", "/api/messages/unread-count")).json().count).toBe(0);
  });

  it("shows a student only their own messages, never another pair's", async () => {
    await send(admin, otherStudent.id, "private to the other student");
    const res = await call(student, "GET", `/api/messages/conversations/${otherStudent.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([]);
    const list = (await call(student, "GET", "/api/messages/conversations")).json().conversations;
    expect(list.every((c: { userId: string }) => c.userId !== otherStudent.id)).toBe(true);
  });

  it("pages a long conversation newest first without gaps or repeats", async () => {
    const kim = await student_();
    for (let i = 1; i <= 120; i++) await sendUncounted(admin, kim.id, `message ${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/messages/conversations/${admin.id}?limit=50${cursor ? `&before=${cursor}` : ""}`;
      const page = (await call(kim, "GET", url)).json() as {
        messages: { content: string }[];
        nextCursor: string | null;
      };
      seen.push(...page.messages.map((m) => m.content));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(120);
    expect(seen[0]).toBe("message 120");
    expect(seen.at(-1)).toBe("message 1");
    expect(new Set(seen).size).toBe(120);
  });

  it("refuses a forged cursor", async () => {
    expect((await call(student, "GET", `/api/messages/conversations/${admin.id}?before=%21%21`)).statusCode).toBe(400);
  });

  it.each(["2026-01-01T00:00:00Z|notauuid", "2026-02-30T00:00:00Z|0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77"])(
    "answers a cursor of %s with 400, not 500",
    async (decoded) => {
      const before = encodeURIComponent(btoa(decoded));
      const res = await call(student, "GET", `/api/messages/conversations/${admin.id}?before=${before}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: "invalid_cursor" } });
    },
  );
});

describe("people to write to", () => {
  it("offers a student the administrators only", async () => {
    const people = (await call(student, "GET", "/api/messages/people")).json().people;
    expect(people.map((p: { role: string }) => p.role)).toEqual(["admin"]);
  });

  it("lets an administrator search everyone by name or email", async () => {
    const people = (
      await call(admin, "GET", `/api/messages/people?search=${encodeURIComponent(otherStudent.email)}`)
    ).json().people;
    expect(people).toEqual([expect.objectContaining({ id: otherStudent.id })]);
  });

  it("treats % and _ in a search as plain characters", async () => {
    expect((await call(admin, "GET", "/api/messages/people?search=%25")).json().people).toEqual([]);
  });
});

describe("live delivery", () => {
  it("tells the recipient's socket about a new message, and not a stranger's", async () => {
    const recipient = await openSocket(baseUrl, { cookie: admin.cookie });
    await recipient.subscribe(`user:${admin.id}`);
    const stranger = await openSocket(baseUrl, { cookie: otherStudent.cookie });
    await stranger.subscribe(`user:${otherStudent.id}`);
    const res = await send(student, admin.id, "Is there school tomorrow?");
    const event = await recipient.next((f) => f.type === "event" && f.event === "message");
    expect(event.data).toEqual({ id: res.json().message.id, senderId: student.id, recipientId: admin.id });
    expect(stranger.frames.some((f) => f.type === "event")).toBe(false);
    recipient.socket.close();
    stranger.socket.close();
  });

  it("loses nothing while a socket is away: the thread catches up from the database, in order, once each", async () => {
    const lee = await student_();
    const socket = await openSocket(baseUrl, { cookie: lee.cookie });
    socket.socket.terminate();
    for (let i = 1; i <= 50; i++) await sendUncounted(admin, lee.id, `update ${i}`);
    const again = await openSocket(baseUrl, { cookie: lee.cookie });
    expect((await again.subscribe(`user:${lee.id}`)).type).toBe("subscribed");
    const page = (await call(lee, "GET", `/api/messages/conversations/${admin.id}?limit=100`)).json();
    expect(page.messages.map((m: { content: string }) => m.content).reverse()).toEqual(
      Array.from({ length: 50 }, (_, i) => `update ${i + 1}`),
    );
    again.socket.close();
  });
});
