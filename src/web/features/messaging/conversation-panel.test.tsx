// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ConversationSummary } from "@/domain/messaging/message-schemas";
import { createQueryClient } from "@/web/lib/query-client";
import { ConversationPanel } from "./conversation-panel";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";

// No socket in a component test: the live updates are the server tests' and the browser tests' concern.
vi.mock("@/web/lib/use-realtime", () => ({ useRealtimeTopic: () => undefined, useRefetchQueries: () => () => {} }));

const conversation = (i: number): ConversationSummary => ({
  userId: `student-${i}`,
  userName: `Student ${i}`,
  userEmail: `student${i}@riverside.example`,
  lastMessage: `Question ${i}`,
  lastMessageTime: new Date(Date.UTC(2026, 8, 1, 8, i)).toISOString(),
  unreadCount: 0,
});

/** The office's 35 conversations, most recent first, answered 30 a page as the server does. */
function serveConversations(total: number) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const page = Number(url.searchParams.get("page") ?? 1);
    const all = Array.from({ length: total }, (_, i) => conversation(total - i));
    return jsonResponse({ conversations: all.slice((page - 1) * 30, page * 30), total, page, pageSize: 30 });
  };
}

function renderPanel() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  renderWithQueries(<ConversationPanel me={{ id: "admin-1", role: "admin" }} />, queryClient);
}

describe("the conversation list's pages", () => {
  const fetchMock = fetchDoubleForEachTest();

  it("shows the 30 most recent conversations, and the next page under the list", async () => {
    fetchMock.mockImplementation(serveConversations(35));
    renderPanel();
    const section = screen.getByRole("region", { name: "Conversations" });
    await within(section).findByText("Student 35");
    expect(within(section).queryByText("Student 5")).toBeNull();
    const pages = within(section).getByRole("navigation", { name: "Conversation list pages" });
    expect(pages.textContent).toContain("Page 1 of 2");

    fireEvent.click(within(pages).getByRole("button", { name: "Next" }));
    await within(section).findByText("Student 5");
    expect(within(section).queryByText("Student 35")).toBeNull();
    expect(pages.textContent).toContain("Page 2 of 2");
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain("/api/messages/conversations?page=2");

    fireEvent.click(within(pages).getByRole("button", { name: "Previous" }));
    await within(section).findByText("Student 35");
  });

  it("has no page controls while the conversations fit on one page", async () => {
    fetchMock.mockImplementation(serveConversations(3));
    renderPanel();
    const section = screen.getByRole("region", { name: "Conversations" });
    await within(section).findByText("Student 3");
    expect(within(section).queryByRole("navigation")).toBeNull();
  });
});
