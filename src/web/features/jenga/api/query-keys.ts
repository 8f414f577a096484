// Query keys of the Jenga feature; live events refetch by these keys.
export const jengaKeys = {
  all: ["jenga"] as const,
  profile: () => ["jenga", "profile"] as const,
  liveGames: () => ["jenga", "live-games"] as const,
  invites: () => ["jenga", "invites"] as const,
  game: (gameId: string) => ["jenga", "game", gameId] as const,
  leaderboard: () => ["jenga", "leaderboard"] as const,
  adminGames: () => ["jenga", "admin", "games"] as const,
  invitableUsers: (search: string) => ["jenga", "admin", "users", search] as const,
};
