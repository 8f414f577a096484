// Jenga's realtime topics (signed-in users; `jenga:admin` for admins only). Events tell screens what to refetch.

export const JENGA_TOPIC_PREFIX = "jenga";
export const JENGA_TOPICS = {
  /** The hub's list of waiting and active games. */
  lobby: `${JENGA_TOPIC_PREFIX}:lobby`,
  /** Statistics changed: the leaderboard, the hub's cards, the dashboard card. */
  leaderboard: `${JENGA_TOPIC_PREFIX}:leaderboard`,
  /** Join requests and game changes for the Jenga admin page. */
  admin: `${JENGA_TOPIC_PREFIX}:admin`,
  game: (gameId: string) => `${JENGA_TOPIC_PREFIX}:game:${gameId}`,
} as const;

/** Event on the invited user's own `user:<id>` topic when an invite arrives. */
export const JENGA_INVITE_EVENT = "jenga-invite";
