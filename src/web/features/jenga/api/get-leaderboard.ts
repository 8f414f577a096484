// GET /api/jenga/leaderboard: one page of the rankings (ranks go on across pages) and the podium.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { LEADERBOARD_PAGE_SIZE } from "@/domain/jenga/jenga-rules";
import type { LeaderboardPage } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./query-keys";

export function getLeaderboardQueryOptions(page: number) {
  return queryOptions({
    queryKey: jengaKeys.leaderboardPage(page),
    queryFn: ({ signal }) =>
      apiFetch<LeaderboardPage>(`/api/jenga/leaderboard?page=${page}&pageSize=${LEADERBOARD_PAGE_SIZE}`, { signal }),
  });
}

/** Keeps the page shown while the next one loads, so the table does not jump. */
export function useLeaderboard(page: number) {
  return useQuery({ ...getLeaderboardQueryOptions(page), placeholderData: keepPreviousData });
}
