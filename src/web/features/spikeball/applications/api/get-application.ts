import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SpikeballApplicationView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { spikeballKeys } from "../../api/query-keys";

export function getApplicationQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: spikeballKeys.application(),
    queryFn: ({ signal }) =>
      apiFetch<{ application: SpikeballApplicationView | null }>("/api/spikeball/application", { signal }).then(
        (r) => r.application,
      ),
    enabled,
  });
}

/** My application, or null before I apply. */
export function useApplication(enabled = true) {
  return useQuery({
    ...getApplicationQueryOptions(enabled),
    meta: { errorMessage: { title: SPIKEBALL_TEXTS.checkApplicationFailed, id: "spikeball-check" } },
  });
}
