// The admin's bracket calls: Build Bracket, Edit Bracket (slots by hand, or seeded at random) and Publish Bracket.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FirstRoundSlotsInput, TournamentDetail } from "@/domain/spikeball/tournament-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { tournamentKeys } from "./tournament-keys";

const base = (tournamentId: string) => `/api/spikeball/admin/tournaments/${encodeURIComponent(tournamentId)}`;

/** A bracket change that refetches the tournaments, and says `failureTitle` with the server's reason when refused. */
function useBracketMutation<T, R>(fn: (input: T) => Promise<R>, failureTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: {
      errorMessage: (error) => ({ title: failureTitle, description: serverMessage(error, "Please try again.") }),
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export function useBuildBracket() {
  return useBracketMutation(
    (tournamentId: string) =>
      apiFetch<{ matchCount: number }>(`${base(tournamentId)}/bracket`, { method: "POST", body: {}, retry: false }),
    TOURNAMENT_TEXTS.createBracketFailed,
  );
}

export function useAssignFirstRound() {
  return useBracketMutation(
    ({ tournamentId, slots }: FirstRoundSlotsInput & { tournamentId: string }) =>
      apiFetch<TournamentDetail>(`${base(tournamentId)}/bracket/first-round`, {
        method: "PUT",
        body: { slots },
        retry: false,
      }),
    TOURNAMENT_TEXTS.createBracketFailed,
  );
}

export function useSeedBracket() {
  return useBracketMutation(
    ({ tournamentId, teamIds }: { tournamentId: string; teamIds: string[] }) =>
      apiFetch<TournamentDetail>(`${base(tournamentId)}/bracket/seed`, {
        method: "POST",
        body: { teamIds },
        retry: false,
      }),
    TOURNAMENT_TEXTS.createBracketFailed,
  );
}

export function usePublishBracket() {
  return useBracketMutation(
    (tournamentId: string) =>
      apiFetch<{ status: "ready" }>(`${base(tournamentId)}/publish`, { method: "POST", body: {}, retry: false }),
    TOURNAMENT_TEXTS.publishFailed,
  );
}
