// Keeps the spikeball screens live: students follow their own `user:<id>` topic (application reviewed, team changed,
// invite received), admins follow `spikeball:admin`. Each event refetches what the screens show; a reconnect
// refetches everything anyway (see the app providers), so a missed event loses nothing.
import { useQueryClient } from "@tanstack/react-query";
import { SPIKEBALL_EVENT, SPIKEBALL_TOPICS } from "@/domain/spikeball/spikeball-schemas";
import { useRealtimeTopic } from "@/web/lib/use-realtime";
import { spikeballKeys } from "./api/spikeball-keys";

/** The signup page and the dashboard: my application, my team, my invites. */
export function useLiveSpikeball(userId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeTopic(userId ? `user:${userId}` : null, (event) => {
    if (event.event !== SPIKEBALL_EVENT) return;
    void queryClient.invalidateQueries({ queryKey: spikeballKeys.application() });
    void queryClient.invalidateQueries({ queryKey: spikeballKeys.team() });
    void queryClient.invalidateQueries({ queryKey: spikeballKeys.invites() });
    void queryClient.invalidateQueries({ queryKey: ["spikeball", "invitable-users"] });
  });
}

// The spec's realtime refresh delay on the admin side: changes often come in bursts (a bulk approval).
const ADMIN_REFRESH_DELAY_MS = 100;

/** The admin's Spikeball tab: applications and teams, whoever changed them. */
export function useLiveSpikeballAdmin(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtimeTopic(enabled ? SPIKEBALL_TOPICS.admin : null, (event) => {
    if (event.event !== SPIKEBALL_EVENT) return;
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: spikeballKeys.adminApplications() });
      void queryClient.invalidateQueries({ queryKey: spikeballKeys.adminTeams() });
    }, ADMIN_REFRESH_DELAY_MS);
  });
}
