// GET /api/spikeball/admin/tournament-teams: the teams the admin may place in a bracket.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BracketTeam } from "@/domain/spikeball/tournament-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { tournamentKeys } from "../../api/query-keys";

/** Every team, by name, to place in a bracket. */
export function getBracketTeamsQueryOptions() {
  return queryOptions({
    queryKey: tournamentKeys.adminTeams(),
    queryFn: ({ signal }) =>
      apiFetch<{ teams: BracketTeam[] }>("/api/spikeball/admin/tournament-teams", { signal }).then((r) => r.teams),
  });
}

export function useBracketTeams(enabled = true) {
  return useQuery({ ...getBracketTeamsQueryOptions(), enabled });
}
