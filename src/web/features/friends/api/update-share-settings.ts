// PUT /api/friends/settings: what I share with my friends.
import type { ShareSettingsInput } from "@/domain/friends/friends-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { useFriendsMutation } from "./use-friends-mutation";

export function useUpdateShareSettings() {
  return useFriendsMutation((input: ShareSettingsInput) =>
    apiFetch("/api/friends/settings", { method: "PUT", body: input }),
  );
}
