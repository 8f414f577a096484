import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Message } from "@/domain/messaging/message-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { MESSAGE_TEXTS } from "@/domain/messaging/message-texts";
import { messagingKeys } from "./query-keys";

type Page = { messages: Message[]; nextCursor: string | null };

/** One conversation, newest page first; older pages load on demand. */
export function getConversationQueryOptions(otherUserId: string) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.conversation(otherUserId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page>(
        `/api/messages/conversations/${encodeURIComponent(otherUserId)}${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ""}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useConversation(otherUserId: string | null) {
  return useInfiniteQuery({
    ...getConversationQueryOptions(otherUserId ?? ""),
    enabled: Boolean(otherUserId),
    meta: { errorMessage: MESSAGE_TEXTS.loadFailed },
  });
}
