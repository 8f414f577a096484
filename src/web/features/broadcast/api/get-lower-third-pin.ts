import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LowerThirdPinStatus } from "@/domain/broadcast/lower-third";
import { apiFetch } from "@/web/lib/api-client";
import { broadcastKeys } from "./query-keys";

export function getLowerThirdPinQueryOptions() {
  return queryOptions({
    queryKey: broadcastKeys.lowerThirdPin(),
    queryFn: ({ signal }) => apiFetch<LowerThirdPinStatus>("/api/lower-third/pin", { signal }),
  });
}

/** Whether the generator has a PIN yet (public). */
export function useLowerThirdPin() {
  return useQuery(getLowerThirdPinQueryOptions());
}
