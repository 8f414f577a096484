import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlayerView, TeamView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-rules";
import { spikeballKeys } from "../../api/query-keys";

export type AdminTeams = { teams: TeamView[]; availableUsers: PlayerView[] };

export function getAdminTeamsQueryOptions() {
  return queryOptions({
    queryKey: spikeballKeys.adminTeams(),
    queryFn: ({ signal }) => apiFetch<AdminTeams>("/api/spikeball/admin/teams", { signal }),
  });
}

/** Every team with its members, and the approved players on no team. */
export function useAdminTeams() {
  return useQuery({
    ...getAdminTeamsQueryOptions(),
    meta: { errorMessage: { title: SPIKEBALL_TEXTS.loadTeamsFailed, id: "spikeball-teams" } },
  });
}
