// GET /api/jenga/admin/games: Manage Games' pages (every game, newest first), and Finish Game's active games.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_GAMES_PAGE_SIZE, FINISH_GAMES_SHOWN } from "@/domain/jenga/jenga-rules";
import type { AdminGamesPage } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./query-keys";

export function getAdminGamesQueryOptions(page: number) {
  return queryOptions({
    queryKey: jengaKeys.adminGamesPage(page),
    queryFn: ({ signal }) =>
      apiFetch<AdminGamesPage>(`/api/jenga/admin/games?page=${page}&pageSize=${ADMIN_GAMES_PAGE_SIZE}`, { signal }),
  });
}

export function useAdminGames(page: number) {
  return useQuery({ ...getAdminGamesQueryOptions(page), placeholderData: keepPreviousData });
}

/** The active games, newest first: the ones Finish Game offers. */
export function getActiveAdminGamesQueryOptions() {
  return queryOptions({
    queryKey: jengaKeys.activeAdminGames(),
    queryFn: ({ signal }) =>
      apiFetch<AdminGamesPage>(`/api/jenga/admin/games?status=active&page=1&pageSize=${FINISH_GAMES_SHOWN}`, {
        signal,
      }),
  });
}

export function useActiveAdminGames() {
  return useQuery(getActiveAdminGamesQueryOptions());
}
