import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { jengaKeys } from "./query-keys";

export function useStartGame() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: (error) => ({ title: "Failed to start game", description: serverMessage(error) }) },
    mutationFn: (gameId: string) =>
      apiFetch<{ status: string; currentTurnPlayerId: string; startedAt: string }>(
        `/api/jenga/admin/games/${encodeURIComponent(gameId)}/start`,
        { method: "POST", body: {}, retry: false },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jengaKeys.adminGames() }),
  });
}
