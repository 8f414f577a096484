import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Difficulty } from "@/domain/jenga/jenga-rules";
import type { GameDetail, JengaMove } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { jengaKeys } from "./query-keys";

type MoveAnswer = { move: JengaMove & { nextTurnPlayerId: string | null } };

export function useMakeMove(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: (error) => ({ title: "Failed to make move", description: serverMessage(error) }) },
    // Never retried: the server takes one move per turn, and a retry could only be refused.
    mutationFn: (difficulty: Difficulty) =>
      apiFetch<MoveAnswer>(`/api/jenga/games/${encodeURIComponent(gameId)}/moves`, {
        method: "POST",
        body: { difficulty },
        retry: false,
      }).then((r) => r.move),
    onSuccess: (move) => {
      // The turn has passed: hide the move buttons at once, before the refetch arrives.
      queryClient.setQueryData<GameDetail>(jengaKeys.game(gameId), (detail) =>
        detail ? { ...detail, game: { ...detail.game, currentTurnPlayerId: move.nextTurnPlayerId } } : detail,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: jengaKeys.game(gameId) });
      void queryClient.invalidateQueries({ queryKey: jengaKeys.profile() });
    },
  });
}
