// GET /api/friends/<id>/schedule: a friend's week, only while they share it with me (404 otherwise).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FriendSchedule } from "@/domain/friends/friends-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { friendsKeys } from "./query-keys";

export function getFriendScheduleQueryOptions(friendId: string) {
  return queryOptions({
    queryKey: friendsKeys.schedule(friendId),
    queryFn: ({ signal }) =>
      apiFetch<FriendSchedule>(`/api/friends/${encodeURIComponent(friendId)}/schedule`, { signal }),
    // A "not shared" answer is final until an event says otherwise.
    retry: false,
    // The friend may edit their classes in the iOS app; those changes are not announced to friends.
    refetchInterval: 60_000,
  });
}

export function useFriendSchedule(friendId: string) {
  return useQuery(getFriendScheduleQueryOptions(friendId));
}
