import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./keys";

export function useRejectPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, userId }: { gameId: string; userId: string }) =>
      apiFetch<void>(`/api/jenga/admin/games/${encodeURIComponent(gameId)}/players/${encodeURIComponent(userId)}`, {
        method: "DELETE",
        retry: false,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jengaKeys.adminGames() }),
  });
}
