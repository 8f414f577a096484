// Query keys of the friends feature; a live event refetches everything under `all`.
export const friendsKeys = {
  all: ["friends"] as const,
  overview: () => ["friends", "overview"] as const,
  schedule: (friendId: string) => ["friends", "schedule", friendId] as const,
  freeTogether: (friendId: string) => ["friends", "free-together", friendId] as const,
  classesInCommon: () => ["friends", "classes-in-common"] as const,
  schoolSharing: () => ["friends", "admin", "sharing"] as const,
};
