// POST /api/spikeball/admin/tournaments/:tournamentId/publish: Publish Bracket, so students see it.
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { apiFetch } from "@/web/lib/api-client";
import { adminTournamentPath, useBracketMutation } from "./use-bracket-mutation";

export function usePublishBracket() {
  return useBracketMutation(
    (tournamentId: string) =>
      apiFetch<{ status: "ready" }>(`${adminTournamentPath(tournamentId)}/publish`, {
        method: "POST",
        body: {},
        retry: false,
      }),
    TOURNAMENT_TEXTS.publishFailed,
  );
}
