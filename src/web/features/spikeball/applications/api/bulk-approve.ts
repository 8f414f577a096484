import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { spikeballKeys } from "../../api/query-keys";

export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: { title: SPIKEBALL_TEXTS.bulkFailedTitle, description: SPIKEBALL_TEXTS.bulkFailed } },
    mutationFn: () =>
      apiFetch<{ approved: number }>("/api/spikeball/admin/applications/bulk-approve", {
        method: "POST",
        retry: false,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: spikeballKeys.adminApplications() });
      void queryClient.invalidateQueries({ queryKey: spikeballKeys.adminTeams() });
    },
  });
}
