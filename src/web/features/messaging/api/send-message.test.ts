// The send queue keeps a message the server asked to wait for (the send limit's 429, a 503) and sends it when the
// server's Retry-After has passed; a refusal is final and tried once.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/web/lib/query-client";
import { fetchDoubleForEachTest, jsonResponse } from "@/web/testing/fetch-double";
import { toastErrorsForEachTest } from "@/web/testing/toast-errors";
import { registerSendMessage } from "./send-message";

const stored = {
  id: "m1",
  senderId: "me",
  recipientId: "admin",
  content: "Hello",
  isRead: false,
  createdAt: "2026-11-28T10:00:00.000Z",
};
const refusal = (status: number, code: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code, message: "Not now" } }), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

function sendOne() {
  const client = createQueryClient();
  registerSendMessage(client);
  const mutation = client.getMutationCache().build(client, { mutationKey: ["messaging", "send"] });
  const done = mutation.execute({ recipientId: "admin", content: "Hello", idempotencyKey: "k-1" }).then(
    (message) => ({ message }),
    (error: unknown) => ({ error }),
  );
  return { done };
}

describe("sending a message when the server asks to wait", () => {
  const fetchMock = fetchDoubleForEachTest();
  const toastError = toastErrorsForEachTest();
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // apiFetch itself tries a 503 once more after 300 ms: two 503s reach the queue as one failure.
  it.each([
    [429, "too_many_requests", 1],
    [503, "database_unavailable", 2],
  ])("waits the %i's Retry-After, then sends the same request again", async (status, code, refusals) => {
    for (let i = 0; i < refusals; i++) fetchMock.mockResolvedValueOnce(refusal(status, code, { "Retry-After": "5" }));
    fetchMock.mockResolvedValue(jsonResponse({ message: stored }, 201));
    const { done } = sendOne();

    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetchMock).toHaveBeenCalledTimes(refusals);
    await vi.advanceTimersByTimeAsync(2_000);

    expect(await done).toEqual({ message: stored });
    expect(fetchMock).toHaveBeenCalledTimes(refusals + 1);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(new Set(keys)).toEqual(new Set(["k-1"]));
    expect(toastError).not.toHaveBeenCalled();
  });

  it("does not try a refused message again, and says why", async () => {
    fetchMock.mockResolvedValue(refusal(400, "validation_error"));
    const { done } = sendOne();
    await vi.runAllTimersAsync();

    expect(await done).toMatchObject({ error: { status: 400 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledOnce();
  });
});
