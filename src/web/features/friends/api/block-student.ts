// POST /api/friends/blocks: I block a student.
import { apiFetch } from "@/web/lib/api-client";
import { useFriendsMutation } from "./use-friends-mutation";

export function useBlockStudent() {
  return useFriendsMutation((userId: string) =>
    apiFetch("/api/friends/blocks", { method: "POST", body: { userId }, retry: false }),
  );
}
