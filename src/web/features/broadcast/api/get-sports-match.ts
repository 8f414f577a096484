import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SportsMatch } from "@/domain/broadcast/sports-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { broadcastKeys } from "./query-keys";
import { SCREEN_QUERY_DEFAULTS } from "./screen-query-defaults";

export type SportsMatchAnswer = { match: SportsMatch; serverTime: number };

/** One match, for its full-screen scoreboard (public). */
export function getSportsMatchQueryOptions(matchNumber: number) {
  return queryOptions({
    queryKey: broadcastKeys.match(matchNumber),
    queryFn: ({ signal }) => apiFetch<SportsMatchAnswer>(`/api/sports/matches/${matchNumber}`, { signal }),
    ...SCREEN_QUERY_DEFAULTS,
  });
}

export function useSportsMatch(matchNumber: number, pollWhileOffline: boolean) {
  return useQuery({ ...getSportsMatchQueryOptions(matchNumber), refetchInterval: pollWhileOffline ? 5_000 : false });
}
