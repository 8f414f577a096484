// What the browser app's component tests share: a stand-in for `fetch` (happy-dom makes no network requests), a JSON
// answer for it, and a render inside a fresh query client, as the app renders its pages.
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { createQueryClient } from "@/web/lib/query-client";

/** A 200 answer with `body` as JSON, as the API sends it. */
export const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

/**
 * Replaces `fetch` for each test of the calling `describe` and answers the mock that stands in for it; after each
 * test the rendered tree is unmounted, the mock forgets its answers and the real `fetch` is back.
 */
export function fetchDoubleForEachTest() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal("fetch", fetchMock));
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** Renders `ui` inside a new query client configured as the app's; answers that client. */
export function renderWithQueries(ui: ReactNode, client: QueryClient = createQueryClient()) {
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return client;
}
