// Query keys of the messaging feature: a live event refetches everything under `messagingKeys.all`.
export const messagingKeys = {
  all: ["messaging"] as const,
  /** Every page of the conversation list (what a send or a read invalidates). */
  conversations: () => ["messaging", "conversations"] as const,
  conversationsPage: (page: number) => ["messaging", "conversations", page] as const,
  conversation: (otherUserId: string) => ["messaging", "conversation", otherUserId] as const,
  unread: () => ["messaging", "unread"] as const,
  people: (search: string) => ["messaging", "people", search] as const,
};
