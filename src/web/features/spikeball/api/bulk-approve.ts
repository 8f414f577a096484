import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { spikeballKeys } from "./spikeball-keys";

export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
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
