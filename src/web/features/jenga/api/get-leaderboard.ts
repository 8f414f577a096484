import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LeaderboardRow } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./query-keys";

export function getLeaderboardQueryOptions() {
  return queryOptions({
    queryKey: jengaKeys.leaderboard(),
    queryFn: ({ signal }) =>
      apiFetch<{ players: LeaderboardRow[] }>("/api/jenga/leaderboard", { signal }).then((r) => r.players),
  });
}

export function useLeaderboard() {
  return useQuery(getLeaderboardQueryOptions());
}
