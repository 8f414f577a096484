import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { messagingKeys } from "./query-keys";

export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: messagingKeys.unread(),
    queryFn: ({ signal }) => apiFetch<{ count: number }>("/api/messages/unread-count", { signal }).then((r) => r.count),
  });
}

export function useUnreadCount() {
  return useQuery(getUnreadCountQueryOptions());
}
