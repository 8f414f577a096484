// Keeps the Jenga screens live: each follows the topics of what it shows and refetches when the server announces a
// change. A reconnect refetches everything anyway (see the app providers), so a missed event loses nothing.
import { useQueryClient } from "@tanstack/react-query";
import { JENGA_INVITE_EVENT, JENGA_TOPICS } from "@/domain/jenga/jenga-schemas";
import { useRealtimeTopic } from "@/web/lib/use-realtime";
import { jengaKeys } from "./api/keys";

/** The hub: the list of games, my statistics (moves and finishes anywhere), and my invites. */
export function useLiveHub(userId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeTopic(userId ? JENGA_TOPICS.lobby : null, () => {
    void queryClient.invalidateQueries({ queryKey: jengaKeys.liveGames() });
  });
  useRealtimeTopic(userId ? JENGA_TOPICS.leaderboard : null, () => {
    void queryClient.invalidateQueries({ queryKey: jengaKeys.profile() });
  });
  useRealtimeTopic(userId ? `user:${userId}` : null, (event) => {
    if (event.event === JENGA_INVITE_EVENT) void queryClient.invalidateQueries({ queryKey: jengaKeys.invites() });
  });
}

/** One game: every move, turn change, start and finish. */
export function useLiveGame(gameId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtimeTopic(enabled ? JENGA_TOPICS.game(gameId) : null, () => {
    void queryClient.invalidateQueries({ queryKey: jengaKeys.game(gameId) });
    void queryClient.invalidateQueries({ queryKey: jengaKeys.profile() });
  });
}

export function useLiveLeaderboard(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtimeTopic(enabled ? JENGA_TOPICS.leaderboard : null, () => {
    void queryClient.invalidateQueries({ queryKey: jengaKeys.leaderboard() });
    void queryClient.invalidateQueries({ queryKey: jengaKeys.profile() });
  });
}

/** The admin page: join requests, approvals, starts and finishes from anywhere (another admin, an invite). */
export function useLiveAdminGames(enabled: boolean) {
  const queryClient = useQueryClient();
  useRealtimeTopic(enabled ? JENGA_TOPICS.admin : null, () => {
    void queryClient.invalidateQueries({ queryKey: jengaKeys.adminGames() });
  });
}
