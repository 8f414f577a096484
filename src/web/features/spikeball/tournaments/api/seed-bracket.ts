// POST /api/spikeball/admin/tournaments/:tournamentId/bracket/seed: Edit Bracket, the chosen teams seeded at random.
import type { TournamentDetail } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { apiFetch } from "@/web/lib/api-client";
import { adminTournamentPath, useBracketMutation } from "./use-bracket-mutation";

export function useSeedBracket() {
  return useBracketMutation(
    ({ tournamentId, teamIds }: { tournamentId: string; teamIds: string[] }) =>
      apiFetch<TournamentDetail>(`${adminTournamentPath(tournamentId)}/bracket/seed`, {
        method: "POST",
        body: { teamIds },
        retry: false,
      }),
    TOURNAMENT_TEXTS.createBracketFailed,
  );
}
