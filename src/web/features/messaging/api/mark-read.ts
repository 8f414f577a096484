import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { messagingKeys } from "./query-keys";

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: string) =>
      apiFetch<{ marked: number }>(`/api/messages/conversations/${encodeURIComponent(otherUserId)}/read`, {
        method: "POST",
        body: {},
      }),
    // Read offline, marked read when the signal returns: nobody pressed anything to be told "not available".
    meta: { waitsForSignal: true },
    onSuccess: ({ marked }) => {
      if (!marked) return;
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unread() });
    },
  });
}
