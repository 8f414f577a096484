// Keeps the spikeball screens live: students follow their own `user:<id>` topic (application reviewed, team changed,
// invite received), admins follow `spikeball:admin`. Each event refetches what the screens show; a reconnect
// refetches everything anyway (see the app providers), so a missed event loses nothing; the first confirmation of a
// topic refetches what it keeps fresh.
import { userTopic } from "@/domain/realtime-topics";
import { SPIKEBALL_EVENT, SPIKEBALL_TOPICS } from "@/domain/spikeball/spikeball-topics";
import { useRealtimeTopic, useRefetchQueries } from "@/web/lib/use-realtime";
import { spikeballKeys } from "./api/query-keys";

/** The signup page and the dashboard: my application, my team, my invites. */
export function useLiveSpikeball(userId: string | null) {
  const refetch = useRefetchQueries(spikeballKeys.application(), spikeballKeys.team(), spikeballKeys.invites(), [
    "spikeball",
    "invitable-users",
  ]);
  useRealtimeTopic(
    userId ? userTopic(userId) : null,
    (event) => {
      if (event.event === SPIKEBALL_EVENT) refetch();
    },
    refetch,
  );
}

// The spec's realtime refresh delay on the admin side: changes often come in bursts (a bulk approval).
const ADMIN_REFRESH_DELAY_MS = 100;

/** The admin's Spikeball tab: applications and teams, whoever changed them. */
export function useLiveSpikeballAdmin(enabled: boolean) {
  const refetch = useRefetchQueries(spikeballKeys.adminApplications(), spikeballKeys.adminTeams());
  useRealtimeTopic(
    enabled ? SPIKEBALL_TOPICS.admin : null,
    (event) => {
      if (event.event === SPIKEBALL_EVENT) setTimeout(refetch, ADMIN_REFRESH_DELAY_MS);
    },
    refetch,
  );
}
