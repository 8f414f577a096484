// DELETE /api/friends/:friendId: I end a friendship.
import { apiFetch } from "@/web/lib/api-client";
import { useFriendsMutation } from "./use-friends-mutation";

export function useRemoveFriend() {
  return useFriendsMutation((friendId: string) =>
    apiFetch(`/api/friends/${encodeURIComponent(friendId)}`, { method: "DELETE", retry: false }),
  );
}
