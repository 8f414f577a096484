// POST /api/spikeball/admin/tournament-matches/:matchId/start: the admin's Start Match.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Match } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { tournamentKeys } from "../../api/query-keys";

export function useStartMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: (error) => ({
        title: TOURNAMENT_TEXTS.startMatchFailed,
        description: serverMessage(error, "Please try again."),
      }),
    },
    mutationFn: (matchId: string) =>
      apiFetch<{ match: Match }>(`/api/spikeball/admin/tournament-matches/${encodeURIComponent(matchId)}/start`, {
        method: "POST",
        body: {},
        retry: false,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
