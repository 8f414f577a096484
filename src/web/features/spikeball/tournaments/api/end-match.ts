// POST /api/spikeball/admin/tournament-matches/:matchId/end: the admin's End Match, with the scores on the screen.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Match, ScoresInput } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { tournamentKeys } from "../../api/query-keys";

export function useEndMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: (error) => ({
        title: TOURNAMENT_TEXTS.endMatchFailed,
        description: serverMessage(error, "Please try again."),
      }),
    },
    mutationFn: ({ matchId, ...scores }: ScoresInput & { matchId: string }) =>
      apiFetch<{ match: Match; tournamentStatus: string }>(
        `/api/spikeball/admin/tournament-matches/${encodeURIComponent(matchId)}/end`,
        { method: "POST", body: scores, retry: false },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
