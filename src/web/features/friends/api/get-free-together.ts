// GET /api/friends/<id>/free-together: today's periods when I and this friend are both free.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FreeTogether } from "@/domain/friends/friends-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { friendsKeys } from "./query-keys";

export function getFreeTogetherQueryOptions(friendId: string) {
  return queryOptions({
    queryKey: friendsKeys.freeTogether(friendId),
    queryFn: ({ signal }) =>
      apiFetch<FreeTogether>(`/api/friends/${encodeURIComponent(friendId)}/free-together`, { signal }),
    retry: false,
    refetchInterval: 60_000,
  });
}

export function useFreeTogether(friendId: string | null) {
  return useQuery({ ...getFreeTogetherQueryOptions(friendId ?? ""), enabled: Boolean(friendId) });
}
