// The admin's team changes share one policy: refetch the teams list, and say `failureTitle` with the server's
// reason when refused.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { serverMessage } from "@/web/lib/query-client";
import { spikeballKeys } from "../../api/query-keys";

export function useAdminTeamMutation<V>(request: (variables: V) => Promise<unknown>, failureTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: {
      errorMessage: (error) => ({ title: failureTitle, description: serverMessage(error, SPIKEBALL_TEXTS.tryAgain) }),
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: spikeballKeys.adminTeams() }),
  });
}

export const adminTeamPath = (teamId: string) => `/api/spikeball/admin/teams/${encodeURIComponent(teamId)}`;
