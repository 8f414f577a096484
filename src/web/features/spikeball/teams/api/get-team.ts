import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { spikeballKeys } from "../../api/query-keys";

export function getTeamQueryOptions() {
  return queryOptions({
    queryKey: spikeballKeys.team(),
    queryFn: ({ signal }) => apiFetch<{ team: TeamView | null }>("/api/spikeball/team", { signal }).then((r) => r.team),
  });
}

/** My team with its members, or null when I am on none. */
export function useMyTeam() {
  return useQuery({
    ...getTeamQueryOptions(),
    meta: { errorMessage: { title: SPIKEBALL_TEXTS.loadTeamsFailed, id: "spikeball-team" } },
  });
}
