// GET /api/spikeball/admin/tournaments: every tournament, for the admin.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tournament } from "@/domain/spikeball/tournament-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { tournamentKeys } from "../../api/query-keys";

/** Every tournament, setup ones included (admins). */
export function getAdminTournamentsQueryOptions() {
  return queryOptions({
    queryKey: tournamentKeys.adminList(),
    queryFn: ({ signal }) =>
      apiFetch<{ tournaments: Tournament[] }>("/api/spikeball/admin/tournaments", { signal }).then(
        (r) => r.tournaments,
      ),
  });
}

export function useAdminTournaments() {
  return useQuery({
    ...getAdminTournamentsQueryOptions(),
    meta: { errorMessage: TOURNAMENT_TEXTS.loadTournamentsFailed },
  });
}
