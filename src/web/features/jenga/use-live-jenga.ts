// Keeps the Jenga screens live: each follows the topics of what it shows and refetches when the server announces a
// change (and when a topic is first confirmed). A reconnect refetches everything anyway (see the app providers), so
// a missed event loses nothing.
import { JENGA_INVITE_EVENT, JENGA_TOPICS } from "@/domain/jenga/jenga-topics";
import { userTopic } from "@/domain/realtime-topics";
import { useRealtimeTopic, useRefetchQueries } from "@/web/lib/use-realtime";
import { jengaKeys } from "./api/query-keys";

/** The hub: the list of games, my statistics (moves and finishes anywhere), and my invites. */
export function useLiveHub(userId: string | null) {
  const refetchGames = useRefetchQueries(jengaKeys.liveGames());
  const refetchProfile = useRefetchQueries(jengaKeys.profile());
  const refetchInvites = useRefetchQueries(jengaKeys.invites());
  useRealtimeTopic(userId ? JENGA_TOPICS.lobby : null, refetchGames, refetchGames);
  useRealtimeTopic(userId ? JENGA_TOPICS.leaderboard : null, refetchProfile, refetchProfile);
  useRealtimeTopic(
    userId ? userTopic(userId) : null,
    (event) => {
      if (event.event === JENGA_INVITE_EVENT) refetchInvites();
    },
    refetchInvites,
  );
}

/** One game: every move, turn change, start and finish. */
export function useLiveGame(gameId: string, enabled: boolean) {
  const refetch = useRefetchQueries(jengaKeys.game(gameId), jengaKeys.profile());
  useRealtimeTopic(enabled ? JENGA_TOPICS.game(gameId) : null, refetch, refetch);
}

export function useLiveLeaderboard(enabled: boolean) {
  const refetch = useRefetchQueries(jengaKeys.leaderboard(), jengaKeys.profile());
  useRealtimeTopic(enabled ? JENGA_TOPICS.leaderboard : null, refetch, refetch);
}

/** The admin page: join requests, approvals, starts and finishes from anywhere (another admin, an invite). */
export function useLiveAdminGames(enabled: boolean) {
  const refetch = useRefetchQueries(jengaKeys.adminGames());
  useRealtimeTopic(enabled ? JENGA_TOPICS.admin : null, refetch, refetch);
}
