// GET /api/spikeball/tournaments/:tournamentId: one tournament with its bracket.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TournamentDetail } from "@/domain/spikeball/tournament-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { tournamentKeys } from "../../api/query-keys";

/** One tournament's bracket: every match by round and match number. */
export function getTournamentDetailQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: tournamentKeys.detail(tournamentId),
    queryFn: ({ signal }) =>
      apiFetch<TournamentDetail>(`/api/spikeball/tournaments/${encodeURIComponent(tournamentId)}`, { signal }),
  });
}

export function useTournamentDetail(tournamentId: string, enabled = true) {
  return useQuery({ ...getTournamentDetailQueryOptions(tournamentId), enabled });
}
