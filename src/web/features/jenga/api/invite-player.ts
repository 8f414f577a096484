import { useMutation } from "@tanstack/react-query";
import type { JengaInvite } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";

export function useInvitePlayer() {
  return useMutation({
    meta: {
      errorMessage: (error) => ({
        title: "Failed to send invite",
        description: serverMessage(error, "Please try again."),
      }),
    },
    mutationFn: ({ gameId, userId }: { gameId: string; userId: string }) =>
      apiFetch<{ invite: JengaInvite }>(`/api/jenga/admin/games/${encodeURIComponent(gameId)}/invites`, {
        method: "POST",
        body: { userId },
        retry: false,
      }).then((r) => r.invite),
  });
}
