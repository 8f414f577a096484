import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { spikeballKeys } from "./spikeball-keys";

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<{ team: TeamView }>("/api/spikeball/teams", { method: "POST", body: { name }, retry: false }).then(
        (r) => r.team,
      ),
    onSuccess: (team) => queryClient.setQueryData(spikeballKeys.team(), team),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: spikeballKeys.team() }),
  });
}
