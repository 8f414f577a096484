// GET /api/spikeball/tournaments/upcoming-matches: my team's next matches.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UpcomingMatches } from "@/domain/spikeball/tournament-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { tournamentKeys } from "../../api/query-keys";

/** My team's next matches (up to 3), the one in progress first. */
export function getUpcomingMatchesQueryOptions() {
  return queryOptions({
    queryKey: tournamentKeys.upcoming(),
    queryFn: ({ signal }) => apiFetch<UpcomingMatches>("/api/spikeball/tournaments/upcoming-matches", { signal }),
  });
}

export function useUpcomingMatches() {
  return useQuery({ ...getUpcomingMatchesQueryOptions(), meta: { errorMessage: TOURNAMENT_TEXTS.loadMatchesFailed } });
}
