// The admin's bracket calls share one policy: refetch the tournaments, and say `failureTitle` with the server's
// reason when refused.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "@/web/lib/query-client";
import { tournamentKeys } from "../../api/query-keys";

export function useBracketMutation<T, R>(fn: (input: T) => Promise<R>, failureTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: {
      errorMessage: (error) => ({ title: failureTitle, description: serverMessage(error, "Please try again.") }),
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
  });
}

export const adminTournamentPath = (tournamentId: string) =>
  `/api/spikeball/admin/tournaments/${encodeURIComponent(tournamentId)}`;
