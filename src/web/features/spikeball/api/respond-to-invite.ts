import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { spikeballKeys } from "./spikeball-keys";

export type InviteAnswer = "accepted" | "declined";

export function useRespondToTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
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
