import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FinishGameInput } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { jengaKeys } from "./query-keys";

export function useFinishGame() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: (error) => ({ title: "Failed to finish game", description: serverMessage(error) }) },
    mutationFn: ({ gameId, ...input }: FinishGameInput & { gameId: string }) =>
      apiFetch<unknown>(`/api/jenga/admin/games/${encodeURIComponent(gameId)}/finish`, {
        method: "POST",
        body: input,
        retry: false,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: jengaKeys.adminGames() });
      void queryClient.invalidateQueries({ queryKey: jengaKeys.leaderboard() });
    },
  });
}
