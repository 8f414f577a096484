import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./keys";

export function useApprovePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, userId }: { gameId: string; userId: string }) =>
      apiFetch<{ status: "approved" }>(
        `/api/jenga/admin/games/${encodeURIComponent(gameId)}/players/${encodeURIComponent(userId)}/approve`,
        { method: "POST", body: {}, retry: false },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jengaKeys.adminGames() }),
  });
}
