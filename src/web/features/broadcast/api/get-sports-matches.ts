import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SportsMatch } from "@/domain/broadcast/sports-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { broadcastKeys } from "./query-keys";
import { SCREEN_QUERY_DEFAULTS } from "./screen-query-defaults";

export type SportsMatchesAnswer = { matches: SportsMatch[]; serverTime: number };

/** The four matches, for the live display's sidebar (public). */
export function getSportsMatchesQueryOptions() {
  return queryOptions({
    queryKey: broadcastKeys.matches(),
    queryFn: ({ signal }) => apiFetch<SportsMatchesAnswer>("/api/sports/matches", { signal }),
    ...SCREEN_QUERY_DEFAULTS,
  });
}

export function useSportsMatches(pollWhileOffline: boolean) {
  return useQuery({ ...getSportsMatchesQueryOptions(), refetchInterval: pollWhileOffline ? 5_000 : false });
}
