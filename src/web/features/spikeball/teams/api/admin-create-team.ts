// POST /api/spikeball/admin/teams: the admin creates a team, with or without a captain.
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import type { TeamView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { useAdminTeamMutation } from "./use-admin-team-mutation";

export const useAdminCreateTeam = () =>
  useAdminTeamMutation(
    ({ name, captainUserId }: { name: string; captainUserId: string | null }) =>
      apiFetch<{ team: TeamView }>("/api/spikeball/admin/teams", {
        method: "POST",
        body: { name, captainUserId },
        retry: false,
      }),
    SPIKEBALL_TEXTS.createTeamFailed,
  );
