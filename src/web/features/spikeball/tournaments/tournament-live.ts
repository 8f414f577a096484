// Keeps the tournament screens live: an open bracket follows its tournament's topic, lists follow the list topic, and
// each refetches when the server announces a change. A reconnect refetches everything anyway.
import { TOURNAMENT_TOPICS } from "@/domain/spikeball/tournament-topics";
import { useRealtimeTopic, useRefetchQueries } from "@/web/lib/use-realtime";
import { tournamentKeys } from "../api/query-keys";

/** An open bracket: scores, starts, results and advancement as they happen. */
export function useLiveBracket(tournamentId: string | null) {
  const refetch = useRefetchQueries(...(tournamentId ? [tournamentKeys.detail(tournamentId)] : []));
  useRealtimeTopic(tournamentId ? TOURNAMENT_TOPICS.tournament(tournamentId) : null, refetch, refetch);
}

/** The lists of tournaments and my upcoming matches: new, published, started and finished ones. */
export function useLiveTournamentList(enabled: boolean) {
  const refetch = useRefetchQueries(tournamentKeys.list(), tournamentKeys.upcoming(), tournamentKeys.adminList());
  useRealtimeTopic(enabled ? TOURNAMENT_TOPICS.list : null, refetch, refetch);
}
