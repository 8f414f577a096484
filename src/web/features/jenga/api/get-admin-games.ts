import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminGame } from "@/domain/jenga/jenga-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { jengaKeys } from "./query-keys";

export function getAdminGamesQueryOptions() {
  return queryOptions({
    queryKey: jengaKeys.adminGames(),
    queryFn: ({ signal }) =>
      apiFetch<{ games: AdminGame[] }>("/api/jenga/admin/games", { signal }).then((r) => r.games),
  });
}

export function useAdminGames(enabled = true) {
  return useQuery({ ...getAdminGamesQueryOptions(), enabled });
}
