// GET /api/spikeball/admin/applications: one page of the users in one application state, newest first. Under
// `spikeballKeys.adminApplications()`, so a review, a bulk approval or a `spikeball:admin` event refetches every page.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { APPLICATIONS_PAGE_SIZE, type ApplicationState } from "@/domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import type { AdminApplicationsPage } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { spikeballKeys } from "../../api/query-keys";

export function getAdminApplicationsQueryOptions(status: ApplicationState, page: number) {
  const query = new URLSearchParams({ status, page: String(page), pageSize: String(APPLICATIONS_PAGE_SIZE) });
  return queryOptions({
    queryKey: spikeballKeys.adminApplicationsPage(status, page),
    queryFn: ({ signal }) => apiFetch<AdminApplicationsPage>(`/api/spikeball/admin/applications?${query}`, { signal }),
  });
}

/** A page of users in one application state, each with a signed receipt URL; the last page stays while the next loads. */
export function useAdminApplications(status: ApplicationState, page: number) {
  return useQuery({
    ...getAdminApplicationsQueryOptions(status, page),
    placeholderData: keepPreviousData,
    meta: { errorMessage: { title: SPIKEBALL_TEXTS.fetchUsersFailed, id: "spikeball-applications" } },
  });
}
