import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { spikeballKeys } from "../../api/query-keys";

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: (error) => ({
        title: SPIKEBALL_TEXTS.createTeamFailed,
        description: serverMessage(error, SPIKEBALL_TEXTS.tryAgain),
      }),
    },
    mutationFn: (name: string) =>
      apiFetch<{ team: TeamView }>("/api/spikeball/teams", { method: "POST", body: { name }, retry: false }).then(
        (r) => r.team,
      ),
    onSuccess: (team) => queryClient.setQueryData(spikeballKeys.team(), team),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: spikeballKeys.team() }),
  });
}
