// DELETE /api/spikeball/admin/teams/:teamId/members/:memberId: the admin takes a player off a team.
import { apiFetch } from "@/web/lib/api-client";
import { adminTeamPath, useAdminTeamMutation } from "./use-admin-team-mutation";

export const useRemoveMember = () =>
  useAdminTeamMutation(
    ({ teamId, memberId }: { teamId: string; memberId: string }) =>
      apiFetch(`${adminTeamPath(teamId)}/members/${encodeURIComponent(memberId)}`, { method: "DELETE", retry: false }),
    "Failed to remove member",
  );
