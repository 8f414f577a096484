// POST /api/spikeball/tournament-matches/:matchId/score: a captain's or the admin's score update.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Match, ScoresInput } from "@/domain/spikeball/tournament-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { tournamentKeys } from "../../api/query-keys";

type UpdateScore = ScoresInput & { matchId: string };

/** A captain's (or the admin's) score update; on a completed match the admin's Update re-scores it. */
export function useUpdateScore() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: (error) => ({
        title: TOURNAMENT_TEXTS.updateMatchFailed,
        description: serverMessage(error, "Please try again."),
      }),
    },
    mutationFn: ({ matchId, ...scores }: UpdateScore) =>
      apiFetch<{ match: Match; winnerChanged: boolean }>(
        `/api/spikeball/tournament-matches/${encodeURIComponent(matchId)}/score`,
        { method: "POST", body: scores, retry: false },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
