// GET /api/friends: my code, sharing choices, friends, requests and blocks.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FriendsOverview } from "@/domain/friends/friends-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { friendsKeys } from "./query-keys";

export function getFriendsQueryOptions() {
  return queryOptions({
    queryKey: friendsKeys.overview(),
    queryFn: ({ signal }) => apiFetch<FriendsOverview>("/api/friends", { signal }),
  });
}

export function useFriends() {
  return useQuery(getFriendsQueryOptions());
}
