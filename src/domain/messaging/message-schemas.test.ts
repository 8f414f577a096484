import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, MESSAGE_TEXTS, maySend, unreadBadge } from "./message-rules";
import { conversationListQuerySchema, sendMessageSchema } from "./message-schemas";

describe("message rules", () => {
  it("trims the content and refuses an empty one with the specification's message", () => {
    expect(sendMessageSchema.parse({ recipientId: "a", content: "  hi  " }).content).toBe("hi");
    const result = sendMessageSchema.safeParse({ recipientId: "a", content: "   " });
    expect(result.error?.issues[0]?.message).toBe(MESSAGE_TEXTS.missingInformation);
    expect(MESSAGE_TEXTS.missingInformation).toBe("Error: Missing required information to send message");
  });

  it("refuses a message without a recipient", () => {
    expect(sendMessageSchema.safeParse({ content: "hi" }).error?.issues[0]?.message).toBe(
      MESSAGE_TEXTS.missingInformation,
    );
  });

  it("accepts 4,000 characters and refuses 4,001", () => {
    expect(sendMessageSchema.safeParse({ recipientId: "a", content: "x".repeat(4000) }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ recipientId: "a", content: "x".repeat(4001) }).success).toBe(false);
  });

  it("lets students write to administrators only, and administrators to anyone else", () => {
    const student = { id: "s1", role: "student" };
    const other = { id: "s2", role: "student" };
    const admin = { id: "a1", role: "admin" };
    expect(maySend(student, admin)).toBe(true);
    expect(maySend(student, other)).toBe(false);
    expect(maySend(admin, other)).toBe(true);
    expect(maySend(admin, admin)).toBe(false);
  });
});

describe("unread badge", () => {
  it.each([
    [0, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
  ])("shows %i as %s", (count, text) => {
    expect(unreadBadge(count)).toBe(text);
  });
});

describe("page cursor", () => {
  it("round-trips and refuses garbage", () => {
    const id = "0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77";
    const cursor = encodeCursor("2026-03-10T08:00:00.000Z", id);
    expect(decodeCursor(cursor)).toEqual({ createdAt: "2026-03-10T08:00:00.000Z", id });
    expect(decodeCursor("not base64!")).toBeNull();
    expect(decodeCursor(btoa("nonsense"))).toBeNull();
  });

  it.each([
    ["an id that is not a UUID", "2026-01-01T00:00:00Z|notauuid"],
    ["a time that is not ISO 8601", "Thu Jan 01 2026|0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77"],
    ["a month that does not exist", "2026-13-01T00:00:00Z|0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77"],
    ["a day that does not exist", "2026-02-30T00:00:00Z|0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77"],
    ["a third part", "2026-01-01T00:00:00Z|0b6f3c1e-5a43-4f7e-9d2a-3c8e1f0a9b77|x"],
    ["SQL in the id", "2026-01-01T00:00:00Z|' or 1=1 --"],
  ])("refuses %s", (_, decoded) => {
    expect(decodeCursor(btoa(decoded))).toBeNull();
  });

  it("asks for the conversation list's first page of 30 unless told otherwise, and 100 at most", () => {
    expect(conversationListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 30 });
    expect(conversationListQuerySchema.parse({ page: "2", pageSize: "10" })).toEqual({ page: 2, pageSize: 10 });
    expect(conversationListQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(conversationListQuerySchema.safeParse({ page: "0" }).success).toBe(false);
  });
});
