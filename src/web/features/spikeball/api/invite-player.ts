import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

export function useInvitePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) =>
      apiFetch<{ invite: { id: string } }>(`/api/spikeball/teams/${encodeURIComponent(teamId)}/invites`, {
        method: "POST",
        body: { userId },
        retry: false,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["spikeball", "invitable-users"] }),
  });
}
