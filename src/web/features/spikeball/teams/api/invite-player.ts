import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";

export function useInvitePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: (error) => ({
        title: SPIKEBALL_TEXTS.sendInviteFailed,
        description: serverMessage(error, SPIKEBALL_TEXTS.tryAgain),
      }),
    },
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) =>
      apiFetch<{ invite: { id: string } }>(`/api/spikeball/teams/${encodeURIComponent(teamId)}/invites`, {
        method: "POST",
        body: { userId },
        retry: false,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["spikeball", "invitable-users"] }),
  });
}
