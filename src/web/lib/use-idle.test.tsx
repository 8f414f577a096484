// @vitest-environment happy-dom
// When deferred UI (the notification banner, the toasts) may load: after the page's queries are in and the browser is
// idle, or 3 s after mounting whatever happens.
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withQueries } from "@/web/testing/fetch-double";
import { useIdle } from "./use-idle";

let client: QueryClient;

/** A query whose answer the test gives when it likes. */
function pendingQuery(key: string) {
  let answer: (value: string) => void = () => undefined;
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (value: string) => answer(value);
}

beforeEach(() => {
  vi.useFakeTimers();
  // Without requestIdleCallback (as in Safari), "idle" is a short timer.
  vi.stubGlobal("requestIdleCallback", undefined);
  client = new QueryClient();
  // The page's content is on screen unless a test says otherwise.
  document.body.innerHTML = "<h1>Dashboard</h1>";
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useIdle", () => {
  it("turns true once the browser is idle when no query is in flight", async () => {
    const { result } = renderHook(() => useIdle(), { wrapper: withQueries(client) });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(result.current).toBe(true);
    // Then it stops watching the app's queries.
    expect(client.getQueryCache().hasListeners()).toBe(false);
  });

  it("waits until the page's heading is on screen (its code still downloading, no query in flight)", async () => {
    document.body.innerHTML = "";
    const { result } = renderHook(() => useIdle(), { wrapper: withQueries(client) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current).toBe(false);

    await act(async () => {
      document.body.append(Object.assign(document.createElement("h1"), { textContent: "Welcome back" }));
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(result.current).toBe(true);
  });

  it("waits while the page's queries are in flight, and counts from their answers", async () => {
    const answer = pendingQuery("entries");
    const { result } = renderHook(() => useIdle(), { wrapper: withQueries(client) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current).toBe(false);

    await act(async () => answer("in"));
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(result.current).toBe(true);
  });

  it("starts waiting again when a query begins before the browser was idle", async () => {
    const { result } = renderHook(() => useIdle(), { wrapper: withQueries(client) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    pendingQuery("late");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(result.current).toBe(false);
  });

  it("turns true 3 s after mounting even if a query never answers", async () => {
    pendingQuery("stuck");
    const { result } = renderHook(() => useIdle(), { wrapper: withQueries(client) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(result.current).toBe(true);
  });
});
