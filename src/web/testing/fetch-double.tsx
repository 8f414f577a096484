// What the browser app's component tests share: a stand-in for `fetch` (happy-dom makes no network requests), a JSON
// answer for it, and a render inside a fresh query client, as the app renders its pages.
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { createQueryClient } from "@/web/lib/query-client";

/** An answer with `body` as JSON, as the API sends it (200 unless a status is given). */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * Replaces `fetch` for each test of the calling `describe` and answers the mock that stands in for it, answering as
 * `server` does unless a test says otherwise; after each test the rendered tree is unmounted, the mock forgets its
 * answers and the real `fetch` is back.
 */
export function fetchDoubleForEachTest(server?: typeof fetch) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    if (server) fetchMock.mockImplementation(server);
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** The provider a hook under test reads its query client from, for `renderHook`'s `wrapper`. */
export function withQueries(client: QueryClient) {
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/** Renders `ui` inside a new query client configured as the app's; answers that client. */
export function renderWithQueries(ui: ReactNode, client: QueryClient = createQueryClient()) {
  render(ui, { wrapper: withQueries(client) });
  return client;
}
