// Query keys of the broadcast feature. A live match event writes into every key that holds that match.
export const broadcastKeys = {
  all: ["broadcast"] as const,
  matches: () => ["broadcast", "sports", "matches"] as const,
  match: (matchNumber: number) => ["broadcast", "sports", "match", matchNumber] as const,
  controlCentre: () => ["broadcast", "sports", "control-centre"] as const,
  lowerThirdPin: () => ["broadcast", "lower-third", "pin"] as const,
  lowerThirdGrant: () => ["broadcast", "lower-third", "grant"] as const,
};
