// @vitest-environment happy-dom
// The composer: Send is on only for a message the server takes (the domain's rule), Enter sends it with its key and
// empties the box, and Shift+Enter is a new line.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH } from "@/domain/messaging/message-rules";
import { createQueryClient } from "@/web/lib/query-client";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";
import { registerSendMessage } from "./api/send-message";
import { MessageThread } from "./message-thread";

const partner = { id: "admin-1", name: "Ms Office", email: "office@riverside.example" };

function server(input: RequestInfo | URL, init?: RequestInit) {
  const url = String(input);
  if (url.startsWith("/api/messages/conversation"))
    return Promise.resolve(jsonResponse({ messages: [], hasMore: false }));
  if (url === "/api/messages" && init?.method === "POST") {
    const { content } = JSON.parse(String(init.body)) as { content: string };
    return Promise.resolve(
      jsonResponse(
        {
          message: {
            id: "m1",
            senderId: "me",
            recipientId: partner.id,
            content,
            isRead: false,
            createdAt: new Date().toISOString(),
          },
        },
        201,
      ),
    );
  }
  return Promise.resolve(jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404));
}

function renderThread() {
  const client = createQueryClient();
  registerSendMessage(client);
  renderWithQueries(<MessageThread myId="me" partner={partner} onBack={() => undefined} />, client);
  return {
    box: screen.getByLabelText(`Message to ${partner.name}`) as HTMLTextAreaElement,
    send: screen.getByRole("button", { name: "Send message" }),
  };
}

const sends = (calls: Parameters<typeof fetch>[]) =>
  calls.filter(([url, init]) => String(url) === "/api/messages" && init?.method === "POST");

describe("the message composer", () => {
  const fetchMock = fetchDoubleForEachTest(server);

  it("turns Send on only for a message the server takes", async () => {
    const { box, send } = renderThread();
    expect(send).toHaveProperty("disabled", true);

    fireEvent.change(box, { target: { value: "   " } });
    await waitFor(() => expect(send).toHaveProperty("disabled", true));
    fireEvent.change(box, { target: { value: "Hello" } });
    await waitFor(() => expect(send).toHaveProperty("disabled", false));
    fireEvent.change(box, { target: { value: "x".repeat(MESSAGE_MAX_LENGTH + 1) } });
    await waitFor(() => expect(send).toHaveProperty("disabled", true));
  });

  it("sends on Enter, trimmed, with a key of its own, and empties the box; Shift+Enter does not send", async () => {
    const { box } = renderThread();
    fireEvent.change(box, { target: { value: "  Where is room 12?  " } });
    fireEvent.keyDown(box, { key: "Enter", shiftKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sends(fetchMock.mock.calls)).toHaveLength(0);

    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(sends(fetchMock.mock.calls)).toHaveLength(1));
    const [, init] = sends(fetchMock.mock.calls)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ recipientId: partner.id, content: "Where is room 12?" });
    expect(new Headers(init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(box.value).toBe(""));
  });
});
