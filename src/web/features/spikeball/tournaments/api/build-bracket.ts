// POST /api/spikeball/admin/tournaments/:tournamentId/bracket: Build Bracket.
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { apiFetch } from "@/web/lib/api-client";
import { adminTournamentPath, useBracketMutation } from "./use-bracket-mutation";

export function useBuildBracket() {
  return useBracketMutation(
    (tournamentId: string) =>
      apiFetch<{ matchCount: number }>(`${adminTournamentPath(tournamentId)}/bracket`, {
        method: "POST",
        body: {},
        retry: false,
      }),
    TOURNAMENT_TEXTS.createBracketFailed,
  );
}
