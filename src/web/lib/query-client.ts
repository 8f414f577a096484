import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** One client per app: a failed query is tried once more, and switching back to the tab does not refetch everything. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry, as the product asks, but never for an answer that will not change (a 4xx).
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
