// GET /api/messages/conversations: one page of my conversations, most recent first, with the total.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationList } from "@/domain/messaging/message-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { messagingKeys } from "./query-keys";

export function getConversationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: messagingKeys.conversationsPage(page),
    queryFn: ({ signal }) => apiFetch<ConversationList>(`/api/messages/conversations?page=${page}`, { signal }),
  });
}

export function useConversations(page: number) {
  // While another page loads, the one shown stays on screen: the list does not jump to "Loading…".
  return useQuery({ ...getConversationsQueryOptions(page), placeholderData: keepPreviousData });
}
