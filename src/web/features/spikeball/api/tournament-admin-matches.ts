// The admin's match calls: Start Match and End Match (with the scores on the screen).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Match, ScoresInput } from "@/domain/spikeball/tournament-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { tournamentKeys } from "./tournament-keys";

const base = (matchId: string) => `/api/spikeball/admin/tournament-matches/${encodeURIComponent(matchId)}`;

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
      apiFetch<{ match: Match }>(`${base(matchId)}/start`, { method: "POST", body: {}, retry: false }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

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
      apiFetch<{ match: Match; tournamentStatus: string }>(`${base(matchId)}/end`, {
        method: "POST",
        body: scores,
        retry: false,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}
