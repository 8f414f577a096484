// DELETE /api/spikeball/admin/teams/:teamId: the admin deletes a team.
import { apiFetch } from "@/web/lib/api-client";
import { adminTeamPath, useAdminTeamMutation } from "./use-admin-team-mutation";

export const useDeleteTeam = () =>
  useAdminTeamMutation(
    (teamId: string) => apiFetch(adminTeamPath(teamId), { method: "DELETE", retry: false }),
    "Failed to delete team",
  );
