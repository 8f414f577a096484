// GET /api/spikeball/admin/teams: one page of teams, newest first, with the approved players on no team. Under
// `spikeballKeys.adminTeams()`, so a team change or a `spikeball:admin` event refetches every page.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { TEAMS_PAGE_SIZE } from "@/domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import type { AdminTeamsPage } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { spikeballKeys } from "../../api/query-keys";

export function getAdminTeamsQueryOptions(page: number, playerSearch: string) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(TEAMS_PAGE_SIZE) });
  if (playerSearch) query.set("playerSearch", playerSearch);
  return queryOptions({
    queryKey: spikeballKeys.adminTeamsPage(page, playerSearch),
    queryFn: ({ signal }) => apiFetch<AdminTeamsPage>(`/api/spikeball/admin/teams?${query}`, { signal }),
  });
}

/**
 * A page of teams with their members, and the approved players on no team matching `playerSearch`; the last answer
 * stays while the next loads.
 */
export function useAdminTeams(page: number, playerSearch = "") {
  return useQuery({
    ...getAdminTeamsQueryOptions(page, playerSearch),
    placeholderData: keepPreviousData,
    meta: { errorMessage: { title: SPIKEBALL_TEXTS.loadTeamsFailed, id: "spikeball-teams" } },
  });
}
