// Query keys of spikeball applications and teams; live events refetch by these keys.
export const spikeballKeys = {
  all: ["spikeball"] as const,
  application: () => ["spikeball", "application"] as const,
  team: () => ["spikeball", "team"] as const,
  invites: () => ["spikeball", "invites"] as const,
  invitableUsers: (search: string) => ["spikeball", "invitable-users", search] as const,
  adminApplications: () => ["spikeball", "admin", "applications"] as const,
  adminTeams: () => ["spikeball", "admin", "teams"] as const,
};
