// Query keys of the messaging feature: a live event refetches everything under `messagingKeys.all`.
export const messagingKeys = {
  all: ["messaging"] as const,
  conversations: () => ["messaging", "conversations"] as const,
  conversation: (otherUserId: string) => ["messaging", "conversation", otherUserId] as const,
  unread: () => ["messaging", "unread"] as const,
  people: (search: string) => ["messaging", "people", search] as const,
};
