// The tournaments' realtime names: the server publishes on these topics, the screens follow them and refetch.

export const REALTIME_TOURNAMENT_EVENT = "tournament-changed";

/** Topics of the live brackets: one per tournament, and the list of tournaments (new, published, finished). */
export const TOURNAMENT_TOPICS = {
  list: "spikeball-tournaments",
  tournament: (tournamentId: string) => `spikeball-tournament:${tournamentId}`,
} as const;
