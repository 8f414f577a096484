import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminApplicationView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-rules";
import { spikeballKeys } from "../../api/query-keys";

export function getAdminApplicationsQueryOptions() {
  return queryOptions({
    queryKey: spikeballKeys.adminApplications(),
    queryFn: ({ signal }) =>
      apiFetch<{ applications: AdminApplicationView[] }>("/api/spikeball/admin/applications", { signal }).then(
        (r) => r.applications,
      ),
  });
}

/** Every user with their application state and a signed receipt URL. */
export function useAdminApplications() {
  return useQuery({
    ...getAdminApplicationsQueryOptions(),
    meta: { errorMessage: { title: SPIKEBALL_TEXTS.fetchUsersFailed, id: "spikeball-applications" } },
  });
}
