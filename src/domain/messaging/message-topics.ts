// The events messaging sends on both people's own `user:<id>` topic (realtime-topics.ts); screens refetch on them.

export const MESSAGE_EVENTS = {
  /** A message was sent: the recipient's screens and the sender's other tabs. */
  sent: "message",
  /** I read a conversation: my other tabs update their unread badges. */
  read: "messages-read",
} as const;
