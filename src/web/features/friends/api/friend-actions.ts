// The friends mutations: send, answer, remove, block and unblock, share settings and a new code. Each refetches
// everything the feature shows, since any of them can change who shares what with me.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SendFriendRequestInput, ShareSettingsInput } from "@/domain/friends/friends-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { friendsKeys } from "./keys";

/** A friends write; its refusal is toasted with the server's message unless the form shows it itself. */
function useFriendsMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  { toastsErrors = true }: { toastsErrors?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: friendsKeys.all }),
    meta: { errorMessage: toastsErrors ? (error) => error.message : undefined },
  });
}

export function useSendFriendRequest() {
  // The form shows the refusal under its field.
  return useFriendsMutation(
    (input: SendFriendRequestInput) =>
      apiFetch<{ id: string }>("/api/friends/requests", { method: "POST", body: input, retry: false }),
    { toastsErrors: false },
  );
}

export function useAnswerFriendRequest() {
  return useFriendsMutation(({ requestId, answer }: { requestId: string; answer: "accept" | "decline" | "cancel" }) =>
    apiFetch(`/api/friends/requests/${encodeURIComponent(requestId)}/${answer}`, { method: "POST", retry: false }),
  );
}

export function useRemoveFriend() {
  return useFriendsMutation((friendId: string) =>
    apiFetch(`/api/friends/${encodeURIComponent(friendId)}`, { method: "DELETE", retry: false }),
  );
}

export function useBlockStudent() {
  return useFriendsMutation((userId: string) =>
    apiFetch("/api/friends/blocks", { method: "POST", body: { userId }, retry: false }),
  );
}

export function useUnblockStudent() {
  return useFriendsMutation((userId: string) =>
    apiFetch(`/api/friends/blocks/${encodeURIComponent(userId)}`, { method: "DELETE", retry: false }),
  );
}

export function useUpdateShareSettings() {
  return useFriendsMutation((input: ShareSettingsInput) =>
    apiFetch("/api/friends/settings", { method: "PUT", body: input }),
  );
}

export function useRenewFriendCode() {
  return useFriendsMutation(() =>
    apiFetch<{ friendCode: string }>("/api/friends/code", { method: "POST", retry: false }),
  );
}
