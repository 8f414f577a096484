// POST /api/friends/requests: I ask a student, by friend code, to be my friend.
import type { SendFriendRequestInput } from "@/domain/friends/friends-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { useFriendsMutation } from "./use-friends-mutation";

export function useSendFriendRequest() {
  // The form shows the refusal under its field.
  return useFriendsMutation(
    (input: SendFriendRequestInput) =>
      apiFetch<{ id: string }>("/api/friends/requests", { method: "POST", body: input, retry: false }),
    { toastsErrors: false },
  );
}
