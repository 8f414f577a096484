import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateGameInput } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { jengaKeys } from "./query-keys";

type CreatedGame = { id: string; name: string; gameCode: string; status: string; createdAt: string };

export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    // Never retried: a retry after a gateway timeout could create the game twice.
    mutationFn: (input: CreateGameInput) =>
      apiFetch<{ game: CreatedGame }>("/api/jenga/admin/games", { method: "POST", body: input, retry: false }).then(
        (r) => r.game,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: jengaKeys.adminGames() }),
    meta: { errorMessage: (error) => ({ title: "Failed to create game", description: serverMessage(error) }) },
  });
}
