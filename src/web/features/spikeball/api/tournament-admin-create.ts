import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTournamentInput, Tournament } from "@/domain/spikeball/tournament-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { tournamentKeys } from "./tournament-keys";

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    // Never retried: a retry after a gateway timeout could create the tournament twice.
    mutationFn: (input: CreateTournamentInput) =>
      apiFetch<{ tournament: Tournament }>("/api/spikeball/admin/tournaments", {
        method: "POST",
        body: input,
        retry: false,
      }).then((r) => r.tournament),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
