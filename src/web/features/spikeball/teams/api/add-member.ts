// POST /api/spikeball/admin/teams/:teamId/members: the admin puts an approved player on a team.
import { apiFetch } from "@/web/lib/api-client";
import { adminTeamPath, useAdminTeamMutation } from "./use-admin-team-mutation";

export const useAddMember = () =>
  useAdminTeamMutation(
    ({ teamId, userId }: { teamId: string; userId: string }) =>
      apiFetch(`${adminTeamPath(teamId)}/members`, { method: "POST", body: { userId }, retry: false }),
    "Failed to add member",
  );
