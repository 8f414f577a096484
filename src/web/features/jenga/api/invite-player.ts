import { useMutation } from "@tanstack/react-query";
import type { JengaInvite } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";

export function useInvitePlayer() {
  return useMutation({
    mutationFn: ({ gameId, userId }: { gameId: string; userId: string }) =>
      apiFetch<{ invite: JengaInvite }>(`/api/jenga/admin/games/${encodeURIComponent(gameId)}/invites`, {
        method: "POST",
        body: { userId },
        retry: false,
      }).then((r) => r.invite),
  });
}
