// DELETE /api/friends/blocks/:userId: I unblock a student.
import { apiFetch } from "@/web/lib/api-client";
import { useFriendsMutation } from "./use-friends-mutation";

export function useUnblockStudent() {
  return useFriendsMutation((userId: string) =>
    apiFetch(`/api/friends/blocks/${encodeURIComponent(userId)}`, { method: "DELETE", retry: false }),
  );
}
