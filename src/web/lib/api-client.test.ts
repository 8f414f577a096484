import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, NETWORK_ERROR_MESSAGE, apiFetch } from "@/web/lib/api-client";
import { fetchDoubleForEachTest, jsonResponse } from "@/web/testing/fetch-double";

function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ error: { code, message } }, status);
}

/** Runs a call to completion while fake timers skip the pause before a retry. */
async function settle<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  const settled = Promise.allSettled([promise]);
  await vi.runAllTimersAsync();
  const [result] = await settled;
  return result!;
}

function rejectionOf(result: PromiseSettledResult<unknown>): unknown {
  if (result.status !== "rejected") throw new Error("expected the call to fail");
  return result.reason;
}

describe("apiFetch", () => {
  const fetchMock = fetchDoubleForEachTest();

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("sends JSON with the session cookie and returns the parsed answer", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 7 }));

    const result = await settle(apiFetch<{ id: number }>("/api/things", { method: "POST", body: { name: "A" } }));

    expect(result).toEqual({ status: "fulfilled", value: { id: 7 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/things");
    expect(init?.credentials).toBe("same-origin");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"name":"A"}');
    const headers = new Headers(init?.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Accept")).toBe("application/json");
  });

  it("sends an anonymous call without the session cookie", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ notifications: [] }));
    await settle(apiFetch("/api/notifications/active", { anonymous: true }));
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe("omit");
  });

  it("returns undefined for an empty answer such as 204", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));

    const result = await settle(apiFetch<void>("/api/things/1", { method: "DELETE" }));

    expect(result).toEqual({ status: "fulfilled", value: undefined });
  });

  it("retries once on 503 and returns the second answer", async () => {
    fetchMock
      .mockResolvedValueOnce(errorResponse(503, "unavailable", "Service unavailable"))
      .mockResolvedValueOnce(jsonResponse({ ok: true }));

    const result = await settle(apiFetch("/api/health"));

    expect(result).toEqual({ status: "fulfilled", value: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("retries 502, 503 and 504 only once, then throws the last error", async () => {
    fetchMock
      .mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }))
      .mockResolvedValueOnce(errorResponse(504, "gateway_timeout", "Timed out"));

    const error = rejectionOf(await settle(apiFetch("/api/health")));

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 504, code: "gateway_timeout", message: "Timed out" });
  });

  it.each([400, 500])("does not retry a %i answer", async (status) => {
    fetchMock.mockResolvedValueOnce(errorResponse(status, "some_code", "Some message"));

    const error = rejectionOf(await settle(apiFetch("/api/things")));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status, code: "some_code", message: "Some message" });
  });

  it("retries once on a network TypeError and returns the second answer", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(jsonResponse({ ok: true }));

    const result = await settle(apiFetch("/api/health"));

    expect(result).toEqual({ status: "fulfilled", value: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("throws a network_error ApiError when the server stays unreachable", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));

    const error = rejectionOf(await settle(apiFetch("/api/health")));

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "network_error", message: NETWORK_ERROR_MESSAGE });
  });

  it("does not retry when retry is turned off", async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(503, "unavailable", "Service unavailable"));

    const error = rejectionOf(await settle(apiFetch("/api/messages", { method: "POST", body: {}, retry: false })));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 503, code: "unavailable" });
  });

  it("parses the server's error shape into status, code and message", async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(403, "forbidden", "You do not have permission to do this"));

    const error = rejectionOf(await settle(apiFetch("/api/admin/users")));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: "ApiError",
      status: 403,
      code: "forbidden",
      message: "You do not have permission to do this",
    });
  });

  it("keeps the details the server sent with an error", async () => {
    const details = { status: "banned", reason: "Spam", bannedUntil: "2030-01-01T00:00:00.000Z" };
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: "account_blocked", message: "Your account has been banned", details } }, 403),
    );

    const error = rejectionOf(await settle(apiFetch("/api/accounts/me")));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "account_blocked", details });
  });

  it("has no details when the server sent none", async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(401, "unauthorized", "Please sign in"));

    const error = rejectionOf(await settle(apiFetch("/api/accounts/me")));

    expect((error as ApiError).details).toBeUndefined();
  });

  it("falls back to an http_<status> code when the error answer is not the server's shape", async () => {
    fetchMock.mockResolvedValueOnce(new Response("Not here", { status: 404, statusText: "Not Found" }));

    const error = rejectionOf(await settle(apiFetch("/api/nowhere")));

    expect(error).toMatchObject({ status: 404, code: "http_404", message: "The request failed (404 Not Found)." });
  });

  it("reports a successful answer that is not JSON as invalid_response", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<!doctype html>", { status: 200 }));

    const error = rejectionOf(await settle(apiFetch("/api/things")));

    expect(error).toMatchObject({ status: 200, code: "invalid_response" });
  });
});
