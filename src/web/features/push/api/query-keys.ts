// The push feature's query keys, shared by its queries and the mutations that invalidate them.
export const pushKeys = {
  devices: () => ["push", "devices"] as const,
  preferences: () => ["push", "preferences"] as const,
};
