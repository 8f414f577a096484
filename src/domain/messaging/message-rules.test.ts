import { describe, expect, it } from "vitest";
import { CONVERSATION_PARAM, conversationPath } from "./message-rules";

describe("the page of a conversation", () => {
  it("is the console for an administrator and the dashboard for anyone else, naming the partner", () => {
    expect(conversationPath("admin", "a1")).toBe(`/admin/dashboard?${CONVERSATION_PARAM}=a1`);
    expect(conversationPath("student", "b2")).toBe("/dashboard?conversation=b2");
    expect(conversationPath("teacher", "b2")).toBe("/dashboard?conversation=b2");
  });

  it("keeps an odd id inside its parameter", () => {
    expect(conversationPath("student", "x&y=z")).toBe("/dashboard?conversation=x%26y%3Dz");
  });
});
