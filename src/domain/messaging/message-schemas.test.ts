import { describe, expect, it } from "vitest";
import { maySend, unreadBadge } from "./message-rules";
import { MESSAGE_TEXTS } from "./message-texts";
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

describe("conversation list query", () => {
  it("asks for the conversation list's first page of 30 unless told otherwise, and 100 at most", () => {
    expect(conversationListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 30 });
    expect(conversationListQuerySchema.parse({ page: "2", pageSize: "10" })).toEqual({ page: 2, pageSize: 10 });
    expect(conversationListQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(conversationListQuerySchema.safeParse({ page: "0" }).success).toBe(false);
  });
});
