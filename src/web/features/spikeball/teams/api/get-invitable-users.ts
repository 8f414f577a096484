import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PlayerView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { spikeballKeys } from "../../api/query-keys";

export function getInvitableUsersQueryOptions(search: string, enabled: boolean) {
  return queryOptions({
    queryKey: spikeballKeys.invitableUsers(search),
    queryFn: ({ signal }) =>
      apiFetch<{ users: PlayerView[] }>(`/api/spikeball/invitable-users?${new URLSearchParams({ search })}`, {
        signal,
      }).then((r) => r.users),
    enabled,
  });
}

/** Approved players on no team, except me, matching `search` by name or email. */
export function useInvitableUsers(search: string, enabled: boolean) {
  // While a new search runs, the last answer stays on screen instead of a loading line.
  return useQuery({ ...getInvitableUsersQueryOptions(search, enabled), placeholderData: keepPreviousData });
}
