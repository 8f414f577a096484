// POST /api/spikeball/admin/tournaments: the admin creates a tournament.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateTournamentInput, Tournament } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { tournamentKeys } from "../../api/query-keys";

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
    meta: {
      errorMessage: (error) => ({
        title: TOURNAMENT_TEXTS.createTournamentFailed,
        description: serverMessage(error, "Please try again."),
      }),
    },
  });
}
