// PUT /api/spikeball/admin/tournaments/:tournamentId/bracket/first-round: Edit Bracket, slots placed by hand.
import type { FirstRoundSlotsInput, TournamentDetail } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { apiFetch } from "@/web/lib/api-client";
import { adminTournamentPath, useBracketMutation } from "./use-bracket-mutation";

export function useAssignFirstRound() {
  return useBracketMutation(
    ({ tournamentId, slots }: FirstRoundSlotsInput & { tournamentId: string }) =>
      apiFetch<TournamentDetail>(`${adminTournamentPath(tournamentId)}/bracket/first-round`, {
        method: "PUT",
        body: { slots },
        retry: false,
      }),
    TOURNAMENT_TEXTS.createBracketFailed,
  );
}
