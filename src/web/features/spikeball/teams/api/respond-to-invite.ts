import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { spikeballKeys } from "../../api/query-keys";

export type InviteAnswer = "accepted" | "declined";

export function useRespondToTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: (error) => ({
        title: SPIKEBALL_TEXTS.respondFailed,
        description: serverMessage(error, SPIKEBALL_TEXTS.tryAgain),
      }),
    },
    mutationFn: ({ inviteId, response }: { inviteId: string; response: InviteAnswer }) =>
      apiFetch<{ status: InviteAnswer; teamId: string }>(
        `/api/spikeball/invites/${encodeURIComponent(inviteId)}/respond`,
        { method: "POST", body: { response }, retry: false },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: spikeballKeys.invites() });
      void queryClient.invalidateQueries({ queryKey: spikeballKeys.team() });
    },
  });
}
