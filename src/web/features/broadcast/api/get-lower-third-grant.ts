import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LowerThirdGrant } from "@/domain/broadcast/lower-third";
import { apiFetch } from "@/web/lib/api-client";
import { broadcastKeys } from "./query-keys";

export function getLowerThirdGrantQueryOptions() {
  return queryOptions({
    queryKey: broadcastKeys.lowerThirdGrant(),
    queryFn: ({ signal }) => apiFetch<LowerThirdGrant>("/api/lower-third/grant", { signal }),
    // Asked again only when it runs out (the page sets a timer), not on every mount.
    staleTime: Infinity,
  });
}

/** Whether the server lets this browser use the generator: a grant from the right PIN (401 `pin_required` if not). */
export function useLowerThirdGrant() {
  return useQuery(getLowerThirdGrantQueryOptions());
}
