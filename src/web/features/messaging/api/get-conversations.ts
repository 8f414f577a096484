import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationSummary } from "@/domain/messaging/message-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { messagingKeys } from "./query-keys";

export function getConversationsQueryOptions() {
  return queryOptions({
    queryKey: messagingKeys.conversations(),
    queryFn: ({ signal }) =>
      apiFetch<{ conversations: ConversationSummary[] }>("/api/messages/conversations", { signal }).then(
        (r) => r.conversations,
      ),
  });
}

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}
