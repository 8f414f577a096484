// Keeps the tournament screens live: an open bracket follows its tournament's topic, lists follow the list topic, and
// each refetches when the server announces a change. A reconnect refetches everything anyway.
import { useQueryClient } from "@tanstack/react-query";
import { TOURNAMENT_TOPICS } from "@/domain/spikeball/tournament-schemas";
import { useRealtimeTopic } from "@/web/lib/use-realtime";
import { tournamentKeys } from "./api/tournament-keys";

/** An open bracket: scores, starts, results and advancement as they happen. */
export function useLiveBracket(tournamentId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeTopic(tournamentId ? TOURNAMENT_TOPICS.tournament(tournamentId) : null, () => {
    if (tournamentId) void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournamentId) });
  });
}

/** The lists of tournaments and my upcoming matches: new, published, started and finished ones. */
export function useLiveTournamentList(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtimeTopic(enabled ? TOURNAMENT_TOPICS.list : null, () => {
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.list() });
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.upcoming() });
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.adminList() });
  });
}
