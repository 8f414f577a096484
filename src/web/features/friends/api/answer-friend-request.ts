// POST /api/friends/requests/:requestId/(accept|decline|cancel): I answer a request, or take back mine.
import { apiFetch } from "@/web/lib/api-client";
import { useFriendsMutation } from "./use-friends-mutation";

export function useAnswerFriendRequest() {
  return useFriendsMutation(({ requestId, answer }: { requestId: string; answer: "accept" | "decline" | "cancel" }) =>
    apiFetch(`/api/friends/requests/${encodeURIComponent(requestId)}/${answer}`, { method: "POST", retry: false }),
  );
}
