// GET /api/jenga/games: one page of the hub's waiting and active games, newest first.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { LIVE_GAMES_PAGE_SIZE } from "@/domain/jenga/jenga-rules";
import type { LiveGamesPage } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./query-keys";

export function getLiveGamesQueryOptions(page: number) {
  return queryOptions({
    queryKey: jengaKeys.liveGamesPage(page),
    queryFn: ({ signal }) =>
      apiFetch<LiveGamesPage>(`/api/jenga/games?page=${page}&pageSize=${LIVE_GAMES_PAGE_SIZE}`, { signal }),
  });
}

export function useLiveGames(page: number) {
  return useQuery({ ...getLiveGamesQueryOptions(page), placeholderData: keepPreviousData });
}
