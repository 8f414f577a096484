import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TeamInviteView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { spikeballKeys } from "../../api/query-keys";

export function getTeamInvitesQueryOptions() {
  return queryOptions({
    queryKey: spikeballKeys.invites(),
    queryFn: ({ signal }) =>
      apiFetch<{ invites: TeamInviteView[] }>("/api/spikeball/invites", { signal }).then((r) => r.invites),
  });
}

/** My pending team invites, newest first. */
export function useTeamInvites() {
  return useQuery(getTeamInvitesQueryOptions());
}
