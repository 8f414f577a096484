import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LiveGame } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./query-keys";

export function getLiveGamesQueryOptions() {
  return queryOptions({
    queryKey: jengaKeys.liveGames(),
    queryFn: ({ signal }) => apiFetch<{ games: LiveGame[] }>("/api/jenga/games", { signal }).then((r) => r.games),
  });
}

export function useLiveGames() {
  return useQuery(getLiveGamesQueryOptions());
}
