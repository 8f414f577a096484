import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { jengaKeys } from "./query-keys";

export function useApprovePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: (error) => ({ title: "Failed to manage player approval", description: serverMessage(error) }),
    },
    mutationFn: ({ gameId, userId }: { gameId: string; userId: string }) =>
      apiFetch<{ status: "approved" }>(
        `/api/jenga/admin/games/${encodeURIComponent(gameId)}/players/${encodeURIComponent(userId)}/approve`,
        { method: "POST", body: {}, retry: false },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jengaKeys.adminGames() }),
  });
}
