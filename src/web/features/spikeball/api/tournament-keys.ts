// Query keys of the tournaments; live events refetch by these keys.
export const tournamentKeys = {
  all: ["spikeball-tournaments"] as const,
  list: () => ["spikeball-tournaments", "list"] as const,
  upcoming: () => ["spikeball-tournaments", "upcoming"] as const,
  detail: (tournamentId: string) => ["spikeball-tournaments", "detail", tournamentId] as const,
  adminList: () => ["spikeball-tournaments", "admin", "list"] as const,
  adminTeams: () => ["spikeball-tournaments", "admin", "teams"] as const,
};
