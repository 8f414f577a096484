// Query keys of spikeball: applications and teams under `spikeballKeys`, tournaments under `tournamentKeys`;
// live events refetch by these keys.
export const spikeballKeys = {
  all: ["spikeball"] as const,
  application: () => ["spikeball", "application"] as const,
  team: () => ["spikeball", "team"] as const,
  invites: () => ["spikeball", "invites"] as const,
  invitableUsers: (search: string) => ["spikeball", "invitable-users", search] as const,
  /** Every page of every state: what a change refetches. */
  adminApplications: () => ["spikeball", "admin", "applications"] as const,
  adminApplicationsPage: (status: string, page: number) =>
    ["spikeball", "admin", "applications", status, page] as const,
  /** Every page of teams: what a change refetches. */
  adminTeams: () => ["spikeball", "admin", "teams"] as const,
  adminTeamsPage: (page: number, playerSearch: string) => ["spikeball", "admin", "teams", page, playerSearch] as const,
};

export const tournamentKeys = {
  all: ["spikeball-tournaments"] as const,
  list: () => ["spikeball-tournaments", "list"] as const,
  upcoming: () => ["spikeball-tournaments", "upcoming"] as const,
  detail: (tournamentId: string) => ["spikeball-tournaments", "detail", tournamentId] as const,
  adminList: () => ["spikeball-tournaments", "admin", "list"] as const,
  adminTeams: () => ["spikeball-tournaments", "admin", "teams"] as const,
};
