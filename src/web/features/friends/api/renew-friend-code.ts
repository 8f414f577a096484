// POST /api/friends/code: I get a new friend code; the old one stops working.
import { apiFetch } from "@/web/lib/api-client";
import { useFriendsMutation } from "./use-friends-mutation";

export function useRenewFriendCode() {
  return useFriendsMutation(() =>
    apiFetch<{ friendCode: string }>("/api/friends/code", { method: "POST", retry: false }),
  );
}
