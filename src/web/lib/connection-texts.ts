// What the app says about its connection: the Live dot's states, and what it answers to an action that needs the
// server while the device has no network.

export const CONNECTION_TEXTS = {
  /** The Live dot: "Live" only while every topic the page follows is followed (see ConnectionState). */
  states: {
    open: "Live",
    connecting: "Connecting…",
    reconnecting: "Reconnecting…",
    offline: "Offline",
    refused: "Not live: reload the page",
  },
  notAvailableOffline: "Not available offline",
  notAvailableOfflineDetail: "This needs a connection. Try again when you are back online.",
} as const;
