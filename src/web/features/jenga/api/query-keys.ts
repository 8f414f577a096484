// Query keys of the Jenga feature; live events refetch by these keys.
export const jengaKeys = {
  all: ["jenga"] as const,
  profile: () => ["jenga", "profile"] as const,
  /** Every page of the hub's live games: what an event on the lobby refetches. */
  liveGames: () => ["jenga", "live-games"] as const,
  liveGamesPage: (page: number) => ["jenga", "live-games", page] as const,
  invites: () => ["jenga", "invites"] as const,
  game: (gameId: string) => ["jenga", "game", gameId] as const,
  /** Every page of the leaderboard: a finished move or game refetches the one shown. */
  leaderboard: () => ["jenga", "leaderboard"] as const,
  leaderboardPage: (page: number) => ["jenga", "leaderboard", page] as const,
  /** Every list of the admins' games: Manage Games' pages and Finish Game's active games. */
  adminGames: () => ["jenga", "admin", "games"] as const,
  adminGamesPage: (page: number) => ["jenga", "admin", "games", "page", page] as const,
  activeAdminGames: () => ["jenga", "admin", "games", "active"] as const,
  invitableUsers: (search: string) => ["jenga", "admin", "users", search] as const,
};
