// PATCH /api/spikeball/admin/teams/:teamId: the admin renames a team.
import { apiFetch } from "@/web/lib/api-client";
import { adminTeamPath, useAdminTeamMutation } from "./use-admin-team-mutation";

export const useRenameTeam = () =>
  useAdminTeamMutation(
    ({ teamId, name }: { teamId: string; name: string }) =>
      apiFetch(adminTeamPath(teamId), { method: "PATCH", body: { name }, retry: false }),
    "Failed to update team",
  );
