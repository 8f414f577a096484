import { queryOptions, useQuery } from "@tanstack/react-query";
import type { GameDetail } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./query-keys";

export function getGameQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: jengaKeys.game(gameId),
    queryFn: ({ signal }) => apiFetch<GameDetail>(`/api/jenga/games/${encodeURIComponent(gameId)}`, { signal }),
  });
}

export function useGame(gameId: string) {
  return useQuery(getGameQueryOptions(gameId));
}
