import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewDecision } from "@/domain/spikeball/spikeball-rules";
import { apiFetch } from "@/web/lib/api-client";
import { spikeballKeys } from "../../api/query-keys";

export function useReviewApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, status, notes }: { userId: string; status: ReviewDecision; notes: string }) =>
      apiFetch(`/api/spikeball/admin/users/${encodeURIComponent(userId)}/review`, {
        method: "POST",
        body: { status, notes: notes.trim() || null },
        retry: false,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: spikeballKeys.adminApplications() });
      void queryClient.invalidateQueries({ queryKey: spikeballKeys.adminTeams() });
    },
  });
}
