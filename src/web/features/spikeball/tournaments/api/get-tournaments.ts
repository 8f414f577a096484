// GET /api/spikeball/tournaments: the tournaments a student may see.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tournament } from "@/domain/spikeball/tournament-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { tournamentKeys } from "../../api/query-keys";

/** Ready, active and completed tournaments, newest first (what a student may see). */
export function getTournamentsQueryOptions() {
  return queryOptions({
    queryKey: tournamentKeys.list(),
    queryFn: ({ signal }) =>
      apiFetch<{ tournaments: Tournament[] }>("/api/spikeball/tournaments", { signal }).then((r) => r.tournaments),
  });
}

export function useTournaments() {
  return useQuery({ ...getTournamentsQueryOptions(), meta: { errorMessage: TOURNAMENT_TEXTS.loadTournamentsFailed } });
}
