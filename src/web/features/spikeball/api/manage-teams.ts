// The admin's team actions: create, rename, delete, add member, remove member. Each refetches the teams list.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TeamView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { serverMessage } from "@/web/lib/query-client";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-rules";
import { spikeballKeys } from "./spikeball-keys";

/** A team change that refetches the list, and says `failureTitle` with the server's reason when refused. */
function useTeamsMutation<V>(request: (variables: V) => Promise<unknown>, failureTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: {
      errorMessage: (error) => ({ title: failureTitle, description: serverMessage(error, SPIKEBALL_TEXTS.tryAgain) }),
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: spikeballKeys.adminTeams() }),
  });
}

const team = (teamId: string) => `/api/spikeball/admin/teams/${encodeURIComponent(teamId)}`;

export const useAdminCreateTeam = () =>
  useTeamsMutation(
    ({ name, captainUserId }: { name: string; captainUserId: string | null }) =>
      apiFetch<{ team: TeamView }>("/api/spikeball/admin/teams", {
        method: "POST",
        body: { name, captainUserId },
        retry: false,
      }),
    "Failed to create team",
  );

export const useRenameTeam = () =>
  useTeamsMutation(
    ({ teamId, name }: { teamId: string; name: string }) =>
      apiFetch(team(teamId), { method: "PATCH", body: { name }, retry: false }),
    "Failed to update team",
  );

export const useDeleteTeam = () =>
  useTeamsMutation(
    (teamId: string) => apiFetch(team(teamId), { method: "DELETE", retry: false }),
    "Failed to delete team",
  );

export const useAddMember = () =>
  useTeamsMutation(
    ({ teamId, userId }: { teamId: string; userId: string }) =>
      apiFetch(`${team(teamId)}/members`, { method: "POST", body: { userId }, retry: false }),
    "Failed to add member",
  );

export const useRemoveMember = () =>
  useTeamsMutation(
    ({ teamId, memberId }: { teamId: string; memberId: string }) =>
      apiFetch(`${team(teamId)}/members/${encodeURIComponent(memberId)}`, { method: "DELETE", retry: false }),
    "Failed to remove member",
  );
