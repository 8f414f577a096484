import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./keys";

export function useStartGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) =>
      apiFetch<{ status: string; currentTurnPlayerId: string; startedAt: string }>(
        `/api/jenga/admin/games/${encodeURIComponent(gameId)}/start`,
        { method: "POST", body: {}, retry: false },
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jengaKeys.adminGames() }),
  });
}
